/**
 * The site map with a Google Maps key configured (decisions §20): the CSP then admits Google's Maps
 * hosts, the map asks Google first, and when Google does not load (no network to Google here, and
 * the test refuses it outright) the same layer is drawn by MapLibre instead of a blank map. The
 * key is a made-up one: this machine cannot reach Google, so Google's own drawing is not tested.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { LocalStack } from '../../infra/local/start-stack';
import { ARTIFACTS, DEMO_PASSWORD, launchChromium } from '../support/browser';

let stack: LocalStack;
let browser: Browser;

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Read by the gateway's headers and the map routes when they load: set before the stack starts.
  process.env.GOOGLE_MAPS_API_KEY = 'e2e-made-up-key';
  const { startLocalStack } = await import('../../infra/local/start-stack');
  stack = await startLocalStack({ seed: 'demo' });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await stack?.stop();
  delete process.env.GOOGLE_MAPS_API_KEY;
});

test('with a key, the map tries Google (allowed by the CSP) and, Google failing, draws the layer with MapLibre', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const googleRequests: string[] = [];
  await context.route(/^https:\/\/[^/]*(googleapis|gstatic|google)\.com\//, (route) => {
    googleRequests.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  const page = await context.newPage();
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|create|execute)/i.test(m.text())) cspErrors.push(m.text());
  });
  const home = await page.goto(stack.url);
  const csp = home?.headers()['content-security-policy'] ?? '';
  assert.match(csp, /script-src 'self' https:\/\/\*\.googleapis\.com/, 'the policy admits the Maps API script');

  await page.getByLabel('Username').fill('bartadmin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: /log out/i }).waitFor();
  await page.evaluate(() => window.history.pushState(null, '', '/maps/BART'));
  await page.getByRole('heading', { name: 'BART map' }).waitFor();

  const drawn = page.locator('.gl-map-canvas[data-engine="maplibre"][data-drawn="true"]');
  await drawn.waitFor({ timeout: 30_000 });
  assert.ok(googleRequests.some((u) => u.includes('maps.googleapis.com/maps/api/js') && u.includes('e2e-made-up-key')), 'Google was asked first, with the key');
  assert.ok(Number(await drawn.getAttribute('data-features')) > 0, 'the grind layer is drawn by the fallback');
  assert.deepEqual(cspErrors, [], 'nothing was refused by the policy');
  await page.screenshot({ path: `${ARTIFACTS}/map-google-fallback.png` });
  await context.close();
});
