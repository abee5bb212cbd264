/**
 * The site map with a production basemap style URL configured (issue 27, docs/deploy.md
 * 'Basemap'): the CSP admits the style's origin, the map draws the style under the track layers
 * with its credit, and when the style cannot be fetched it draws the offline basemap instead. The
 * style's host is made up and answered by the test (this machine reaches no tile server).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { LocalStack } from '../../infra/local/start-stack';
import { ARTIFACTS, DEMO_PASSWORD, launchChromium } from '../support/browser';

const STYLE_URL = 'https://tiles.example.com/styles/light.json';
/** A stand-in style: a background and one polygon over the bay, credited so the test can see it. */
const STYLE = {
  version: 8,
  sources: {
    standin: {
      type: 'geojson',
      attribution: 'Stand-in style © Example Tiles',
      data: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[-122.5, 37.6], [-122.1, 37.6], [-122.1, 37.9], [-122.5, 37.9], [-122.5, 37.6]]] } },
    },
  },
  layers: [
    { id: 'standin-bg', type: 'background', paint: { 'background-color': '#f4efe6' } },
    { id: 'standin-fill', type: 'fill', source: 'standin', paint: { 'fill-color': '#e3e6f2' } },
  ],
};

let stack: LocalStack;
let browser: Browser;

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Read by the gateway's headers and the base-layer route: set before the stack starts.
  process.env.GRINDLINE_BASEMAP = STYLE_URL;
  const { startLocalStack } = await import('../../infra/local/start-stack');
  stack = await startLocalStack({ seed: 'demo' });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await stack?.stop();
  delete process.env.GRINDLINE_BASEMAP;
});

/** BART's map in a new context whose requests to the style's host `answer` handles; the page and its CSP complaints. */
async function bartMap(answer: 'style' | 'unreachable'): Promise<{ page: Page; cspErrors: string[]; csp: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(/^https:\/\/tiles\.example\.com\//, (route) =>
    answer === 'style'
      ? route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify(STYLE) })
      : route.abort('internetdisconnected'),
  );
  const page = await context.newPage();
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|create|execute|connect)/i.test(m.text())) cspErrors.push(m.text());
  });
  const home = await page.goto(stack.url);
  const csp = home?.headers()['content-security-policy'] ?? '';
  await page.getByLabel('Username').fill('bartadmin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: /log out/i }).waitFor();
  await page.evaluate(() => window.history.pushState(null, '', '/maps/BART'));
  await page.locator('.gl-map-canvas[data-engine="maplibre"][data-drawn="true"]').waitFor({ timeout: 30_000 });
  return { page, cspErrors, csp };
}

test("a style URL basemap: the CSP admits its origin, the map draws it under the layer with its credit", async () => {
  const { page, cspErrors, csp } = await bartMap('style');
  assert.match(/connect-src ([^;]*)/.exec(csp)?.[1] ?? '', /https:\/\/tiles\.example\.com/);
  assert.doesNotMatch(/script-src ([^;]*)/.exec(csp)?.[1] ?? '', /tiles\.example\.com/);
  const canvas = page.locator('.gl-map-canvas[data-engine="maplibre"]');
  assert.ok(Number(await canvas.getAttribute('data-features')) > 0, 'the grind layer is drawn');
  assert.equal(await canvas.getAttribute('data-basemap-features'), null, 'the offline basemap is not loaded');
  // The basemap's sources join once the layer is drawn (decisions §58), their credit with them.
  await page.locator('.maplibregl-ctrl-attrib', { hasText: /Stand-in style © Example Tiles/ }).waitFor({ timeout: 30_000 });
  assert.deepEqual(cspErrors, []);
  await page.screenshot({ path: `${ARTIFACTS}/map-basemap-style-url.png` });
  await page.context().close();
});

test('a style URL that cannot be fetched: the offline basemap is drawn instead', async () => {
  const { page, cspErrors } = await bartMap('unreachable');
  const canvas = page.locator('.gl-map-canvas[data-engine="maplibre"]');
  assert.ok(Number(await canvas.getAttribute('data-features')) > 0, 'the grind layer is drawn');
  await page.waitForFunction(() => Number(document.querySelector('.gl-map-canvas')?.getAttribute('data-basemap-features')) > 0, undefined, { timeout: 30_000 });
  await page.locator('.maplibregl-ctrl-attrib', { hasText: /OpenStreetMap/ }).waitFor({ timeout: 30_000 });
  assert.deepEqual(cspErrors, []);
  await page.context().close();
});
