/**
 * What the site-map e2e tests wait for, read from the map element's own marks (maplibre-canvas.tsx):
 * a layer drawn (`data-drawn`, `data-drawn-version`), the map at rest after a move (`data-moves`,
 * `data-label-halo`), and no map request in flight. No fixed sleeps: each wait is a condition.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

const SELECTOR = '.gl-map-canvas[data-engine]';

/** The map element of the page. */
export const mapCanvas = (page: Page) => page.locator(SELECTOR);

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's map API requests in flight, for `settled` (call once, right after the page is made). */
export function trackMapRequests(page: Page): void {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (r) => {
    if (r.url().includes('/api/maps/')) pending.add(r);
  });
  const done = (r: unknown) => pending.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once no map request of the page is in flight (checked on each request's end). */
async function noMapRequests(page: Page, timeoutMs = 30_000): Promise<void> {
  const pending = inFlight.get(page);
  assert.ok(pending, 'trackMapRequests(page) was called when the page was made');
  const deadline = Date.now() + timeoutMs;
  while (pending.size > 0) {
    assert.ok(Date.now() < deadline, `${pending.size} map requests still in flight after ${timeoutMs} ms`);
    await Promise.race([page.waitForEvent('requestfinished', { timeout: timeoutMs }), page.waitForEvent('requestfailed', { timeout: timeoutMs })]).catch(() => undefined);
  }
}

/** The map shows its last layer: drawn, nothing loading, no map request in flight; answers its segment count. */
async function settled(page: Page): Promise<number> {
  for (;;) {
    await page.locator(`${SELECTOR}[data-drawn="true"]`).waitFor({ timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: 'LOADING ...' }).waitFor({ state: 'detached', timeout: 30_000 });
    await noMapRequests(page);
    // The page handles the last answer in its own tasks: two frames later a new drawing it started
    // has said data-drawn="false", and the loop waits for that one too.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if ((await page.locator(`${SELECTOR}[data-drawn="true"]`).count()) > 0 && (await noneInFlight(page))) break;
  }
  return Number(await mapCanvas(page).getAttribute('data-features'));
}

const noneInFlight = async (page: Page) => (inFlight.get(page)?.size ?? 0) === 0;

const drawnVersion = async (page: Page) => Number((await mapCanvas(page).getAttribute('data-drawn-version').catch(() => '0')) ?? 0);

/** Does `action`, then waits until the map has drawn a new layer and settled on it; answers its segment count. */
export async function drawnAfter(page: Page, action: () => Promise<unknown>): Promise<number> {
  const before = (await mapCanvas(page).count()) > 0 ? await drawnVersion(page) : 0;
  await action();
  await page.waitForFunction(
    ({ selector, v }) => Number(document.querySelector(selector)?.getAttribute('data-drawn-version') ?? 0) > v,
    { selector: SELECTOR, v: before },
    { timeout: 30_000 },
  );
  return settled(page);
}

/** Waits until the map shows its current layer (no action); answers its segment count. */
export function drawn(page: Page): Promise<number> {
  return settled(page);
}

const moves = async (page: Page) => Number((await mapCanvas(page).getAttribute('data-moves')) ?? 0);

/** Does `action` (a drag, a wheel turn), then waits until the map has moved and come to rest. */
export async function movedAfter(page: Page, action: () => Promise<unknown>): Promise<void> {
  const before = await moves(page);
  await action();
  await page.waitForFunction(({ selector, n }) => Number(document.querySelector(selector)?.getAttribute('data-moves') ?? 0) > n, { selector: SELECTOR, n: before }, { timeout: 10_000 });
}

/** Clicks a drawn segment and answers the text of its info window. */
export async function clickSegment(page: Page): Promise<string> {
  const sample = (await mapCanvas(page).getAttribute('data-sample-point')) ?? '';
  assert.match(sample, /^\d+,\d+$/, 'a segment is on screen');
  const [x, y] = sample.split(',').map(Number);
  const info = page.getByRole('dialog', { name: 'Segment information' });
  // The window of an earlier click sits over the map's top-left corner, where the segment may be:
  // closed first, as a user closes it to reach what it covers.
  if ((await info.count()) > 0) {
    await page.getByRole('button', { name: 'Close segment information' }).click();
    await info.waitFor({ state: 'detached' });
  }
  await mapCanvas(page).click({ position: { x, y } });
  await info.waitFor();
  return info.innerText();
}

type Bounds = [[number, number], [number, number]];

/** The map's view when it last drew: its zoom and its bounds. */
export async function mapView(page: Page): Promise<{ zoom: number; bounds: Bounds }> {
  return JSON.parse((await mapCanvas(page).getAttribute('data-view')) ?? 'null');
}

/**
 * Asserts that the drawn map's first view holds every line of `site` (the bounds its base layer
 * reports), at the site's zoom or further out, never closer (decisions §63).
 */
export async function assertFirstViewHoldsLines(page: Page, appUrl: string, site: string, siteZoom: number): Promise<void> {
  const view = await mapView(page);
  const { bounds } = (await (await page.request.get(`${appUrl}/api/maps/base?site=${site}`)).json()) as { bounds: Bounds };
  const [[w, s], [e, n]] = view.bounds;
  const [[lw, ls], [le, ln]] = bounds;
  assert.ok(w <= lw && s <= ls && e >= le && n >= ln, `${site}: the view ${JSON.stringify(view.bounds)} holds the lines ${JSON.stringify(bounds)}`);
  assert.ok(view.zoom <= siteZoom + 1e-9, `${site} opens at ${view.zoom}, never closer than the site's zoom ${siteZoom}`);
}
