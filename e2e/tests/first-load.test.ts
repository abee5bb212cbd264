/**
 * The login screen's first load (docs/bench.md, decisions §17): index.html announces with
 * preload links exactly the scripts the login screen then runs, so they download in parallel and
 * nothing is fetched for nothing; nothing of the signed-in page (single-spa, react-query, the
 * router) and no API call that must fail is part of it. Sizes are printed by `npm run bench`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
});
after(async () => {
  await world?.stop();
});

test('the login screen preloads exactly the scripts it runs, and asks the API nothing', async () => {
  const context = await world.browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  const api: string[] = [];
  const errors: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
    if (path.startsWith('/api/')) api.push(`${r.status()} ${path}`);
  });
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(world.stack.url);
  await page.getByRole('button', { name: 'Log In' }).waitFor();
  // Everything the login screen loads by itself has come: no request for half a second.
  await page.waitForLoadState('networkidle');

  const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  assert.ok(preloaded.length >= 3, `index.html preloads the first-load chunks (${preloaded.join(', ')})`);
  assert.deepEqual([...new Set(scripts)].filter((s) => !/^\/main\.[0-9a-f]+\.js$/.test(s)).sort(), [...preloaded].sort());
  assert.deepEqual(api, [], 'nobody signed in: no session call that would answer 401');
  assert.deepEqual(errors, []);
  await context.close();
});
