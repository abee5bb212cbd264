/**
 * Agency single sign-on end to end, in Debian's Chromium against a local stack of its own: an
 * agency's map link (/maps/BART?sso=bart) goes to the demo agency's own OpenID provider
 * (oidc-provider), through the Cognito hosted-UI stand-in, and lands on BART's map signed in as
 * BART's agency inspector (a plain BART user who reviews BART's shifts) with the usual session cookies; another site is refused; a replayed
 * callback and an unknown agency are refused with a clear message on the login screen.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { shot, startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
});
after(async () => {
  await world?.stop();
});

async function freshPage(viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await world.browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[browser] ${e.message}`));
  return { context, page };
}

/** Signs in at the demo agency's login page; answers the /sso/callback address the browser was sent to. */
async function signInAtAgency(page: Page, username: string, screenshot?: string): Promise<string> {
  await page.getByRole('heading', { name: 'BART staff sign-in' }).waitFor();
  if (screenshot) await shot(page, screenshot);
  assert.equal(new URL(page.url()).origin, world.stack.agencyIdpUrl, 'the login page is the agency provider’s own');
  let callback = '';
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/sso/callback') callback = r.url();
  });
  await page.getByLabel('Agency username').fill(username);
  await page.getByLabel('Password').fill('Agency-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /log out/i }).waitFor();
  return callback;
}

let replayable = '';

test("a BART map link signs agency staff in with their own provider and lands on the BART map as BART's inspector", async () => {
  const { context, page } = await freshPage();
  await page.goto(`${world.stack.url}/maps/BART?sso=bart`);
  replayable = await signInAtAgency(page, 'bart.inspector', 'sso-agency-login');
  assert.match(replayable, /\/sso\/callback\?code=[^&]+&state=[A-Za-z0-9_-]{43}$/);
  await page.waitForURL(`${world.stack.url}/maps/BART`);
  await page.getByText(/BART/).first().waitFor();
  await shot(page, 'sso-landed-bart-map');

  const me = await page.evaluate(() => fetch('/api/user').then((r) => r.json()));
  assert.deepEqual({ username: me.username, role: me.role, sites: me.access.sites }, { username: 'BART_bart-0001', role: 'BARTinspector', sites: ['BART'] });
  const cookies = (await context.cookies()).map((c) => c.name).sort();
  for (const name of ['gl_id', 'gl_refresh', 'gl_sid', 'gl_signed_in']) assert.ok(cookies.includes(name), `${name} is set`);
  assert.ok(!cookies.includes('gl_sso'), 'the sign-in cookie is gone once signed in');

  // Another site: the API refuses it, and the role gate sends the browser home (its own map).
  const status = await page.evaluate(() => fetch('/api/reference/tracks?site=NYCT').then((r) => r.status));
  assert.equal(status, 403);
  await page.goto(`${world.stack.url}/maps/NYCT`);
  await page.waitForURL(`${world.stack.url}/`);
  assert.equal(await page.getByText('NYCT').count(), 0, 'nothing of NYCT is shown');
  await context.close();
});

test('a replayed callback address is refused with a clear message on the login screen', async () => {
  assert.ok(replayable, 'the first test captured a callback address');
  const { context, page } = await freshPage();
  await page.goto(replayable);
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /already used or has expired/);
  assert.ok(await page.getByRole('form', { name: 'Log in' }).isVisible());
  await shot(page, 'sso-replayed-state');
  await context.close();
});

test('an unknown agency in a link is refused with a message naming it', async () => {
  const { context, page } = await freshPage();
  await page.goto(`${world.stack.url}/maps/BART?sso=acme`);
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /provider 'acme' is not an agency sign-in of Grindline/);
  await context.close();
});

test("the login screen's 'Sign in with your agency' signs an agency admin in as BART's admin, on a tablet", async () => {
  const { context, page } = await freshPage({ width: 800, height: 1280 });
  await page.goto(world.stack.url);
  await page.getByRole('button', { name: 'Sign in with your agency' }).click();
  await page.getByRole('button', { name: 'Sign in with BART' }).waitFor();
  await shot(page, 'sso-login-screen-agencies-tablet');
  await page.getByRole('button', { name: 'Sign in with BART' }).click();
  await signInAtAgency(page, 'bart.manager');
  await page.waitForURL(`${world.stack.url}/maps/BART`);
  const me = await page.evaluate(() => fetch('/api/user').then((r) => r.json()));
  assert.deepEqual({ role: me.role, sites: me.access.sites }, { role: 'BARTadmin', sites: ['BART'] });
  await context.close();
});
