/**
 * Steps of the site-map e2e tests (site-maps.test.ts): signing in with the map requests tracked,
 * client-side navigation, opening a tab, and the Rail Condition walk whose picture is kept.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './browser';
import { drawn, drawnAfter, mapCanvas, movedAfter, trackMapRequests } from './map-page';

const DOCS_SCREENS = join(import.meta.dirname ?? __dirname, '..', '..', 'docs', 'screens');

/**
 * Opens a fresh context of `viewport` on `url` and signs `username` in, the page's map requests
 * counted (map-page.ts) and every Content-Security-Policy complaint collected in `cspErrors`.
 */
export async function mapSignIn(browser: Browser, url: string, username: string, cspErrors: string[], viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  trackMapRequests(page);
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|create|execute)/i.test(m.text())) cspErrors.push(m.text());
  });
  page.on('pageerror', (e) => console.error(`[browser] ${e.message}`));
  await page.goto(url);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: /log out/i }).waitFor();
  return page;
}

/** Client-side navigation, as a menu click does. */
export async function navigate(p: Page, path: string): Promise<void> {
  await p.evaluate((to) => window.history.pushState(null, '', to), path);
}

/** Opens the map tab `name` and answers how many features it drew. */
export function openTab(page: Page, name: string): Promise<number> {
  return drawnAfter(page, () => page.getByRole('tab', { name }).click());
}

/**
 * Opens BART's Rail Condition tab, zooms in on a measured segment, clicks it and answers its info
 * window; the screenshot (the segment dragged clear of the window) goes to docs/screens.
 */
export async function railCondition(p: Page, shot: string) {
  await navigate(p, '/maps/BART');
  await drawn(p);
  assert.ok((await openTab(p, 'Rail Condition')) > 0, 'the demo runs draw measured segments');
  const sample = async () => {
    const [x, y] = ((await mapCanvas(p).getAttribute('data-sample-point')) ?? '').split(',').map(Number);
    assert.ok(x > 0 && y > 0, 'a measured segment is on screen');
    return { x, y };
  };
  // The sample point is in the map's pixels; the mouse moves in the page's. The wheel zooms in
  // around the segment; the map may draw again on the way (finer lines past 13), so once it has
  // settled, the tab is opened again: the layer drawn anew places the sample point at this zoom.
  const box = (await mapCanvas(p).boundingBox())!;
  const first = await sample();
  await p.mouse.move(box.x + first.x, box.y + first.y);
  for (let i = 0; i < 8; i++) await movedAfter(p, () => p.mouse.wheel(0, -400));
  await drawn(p);
  await openTab(p, 'Grind Data');
  assert.ok((await openTab(p, 'Rail Condition')) > 0);
  const point = await sample();
  const at = { x: box.x + point.x, y: box.y + point.y };
  await mapCanvas(p).click({ position: point });
  const info = p.getByRole('dialog', { name: 'Segment information' });
  await info.waitFor();
  // For the picture: drag the map sideways so the segment is in the right half, clear of the info
  // window (top left), grabbing it along its bottom edge, below the window.
  const dx = box.x + box.width * 0.7 - at.x;
  const start = { x: dx > 0 ? box.x + 20 : box.x + box.width - 20, y: box.y + box.height - 60 };
  await p.mouse.move(start.x, start.y);
  await movedAfter(p, async () => {
    await p.mouse.down();
    await p.mouse.move(start.x + dx, start.y, { steps: 25 });
    await p.mouse.up();
  });
  await drawn(p);
  await p.screenshot({ path: join(DOCS_SCREENS, `${shot}.png`) });
  return info;
}
