/**
 * Map images and report mails end to end, in Debian's Chromium against a local stack of its own:
 * the BART review shows the picture of what is about to be filed ('No map available for K' for
 * a line without geometry), the Thanks screen shows the mails sent, and the SES emulator holds
 * them with their HTML, text and the map PNG inline. The mails go through the outbox, the stack's
 * stream worker and the same worker bundle AWS runs.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { customerCatalogue } from '../../functions/src/reference/catalogue';
import { sourceCoordinates } from '../../functions/src/reference/geometry-source';
import { DEMO_PASSWORD, shot, signIn, startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;
let cookie = '';

async function api(method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${world.stack.url}${path}`, { method, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
}

before(async () => {
  world = await startWorld();
  const login = await fetch(`${world.stack.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
  cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const a = customerCatalogue('BART')!.lines.find((l) => l.name === 'A')!;
  const imported = await api('POST', '/api/reference/tracks', { customer: 'BART', line: 'A', direction: '1', chainStart: a.minChain, chainEnd: a.maxChain, unit: 'chain', geojson: { type: 'LineString', coordinates: sourceCoordinates(a.source, 'BART:A') } });
  assert.equal(imported.status, 201);
  assert.equal((await api('PUT', '/api/mail/lists/INTERNAL', { addresses: ['office@grindline.example.com'] })).status, 200);
  assert.equal((await api('PUT', '/api/mail/lists/BART', { addresses: ['ops@bart.example.com'] })).status, 200);
});
after(async () => {
  await world?.stop();
});

async function fillBart(page: Page, line: string, grinder: string, from: string, to: string) {
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await page.getByRole('heading', { name: 'BART Grind Report' }).waitFor();
  await page.getByLabel('Person in Charge').fill('Dana <b>Ortiz</b>');
  await page.getByLabel('Date').fill('2031-05-06');
  await page.getByLabel('Grinder Type').selectOption(grinder);
  await page.getByLabel('Stone Type').selectOption('10" coarse');
  await page.getByLabel('Start Grinding Time').fill('23:30');
  await page.getByLabel('Quit Grinding Time').fill('04:15');
  await page.getByLabel('Line').selectOption(line);
  const row = page.getByRole('group', { name: 'Grind row 1' });
  await row.getByLabel('Begin MP').fill(from);
  await row.getByLabel('End MP').fill(to);
  await row.getByLabel('Passes Left').fill('3');
  await row.getByLabel('Passes Right').fill('4');
  await page.getByRole('button', { name: 'Submit Form' }).click();
}

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
  attachments: Array<{ content: string; contentType: string; cid?: string }>;
}

test('bartadmin sees the map in the review, files the report, and the mails arrive with the map inline', async () => {
  const page = await signIn(world, 'bartadmin');
  await fillBart(page, 'A', '5062', '2.00', '3.40');
  const map = page.getByRole('img', { name: 'Map of the ranges ground on BART Line A on 2031-05-06' });
  await map.waitFor();
  assert.ok((await map.getAttribute('src'))?.startsWith('data:image/png;base64,'));
  assert.equal(await map.evaluate((img: HTMLImageElement) => img.naturalWidth), 800);
  await shot(page, 'bart-review-map');

  await page.getByRole('button', { name: 'Confirm and Submit' }).click();
  await page.getByText('Form Submitted').waitFor();
  const shiftId = (await page.locator('.gl-rep-shift-id').innerText()).trim();
  await page.getByText('sent to office@grindline.example.com').waitFor({ timeout: 30_000 });
  await page.getByText('sent to ops@bart.example.com').waitFor({ timeout: 30_000 });
  await shot(page, 'bart-thanks-mails');

  const { emails } = (await (await fetch(`${world.stack.mailUrl}/store`)).json()) as { emails: StoredMail[] };
  const mails = emails.filter((m) => m.subject.includes(shiftId));
  assert.deepEqual(mails.map((m) => m.subject), [`Internal grind report: BART Line A, 2031-05-06, shift ${shiftId}`, `Grind report: BART Line A, 2031-05-06, shift ${shiftId}`]);
  for (const mail of mails) {
    assert.match(mail.body.html ?? '', /Dana &lt;b&gt;Ortiz&lt;\/b&gt;/);
    assert.match(mail.body.text ?? '', /Person in charge: Dana <b>Ortiz<\/b>/);
    assert.equal(mail.attachments.length, 1);
    assert.equal(mail.attachments[0].cid, 'map@grindline');
    const png = PNG.sync.read(Buffer.from(mail.attachments[0].content, 'base64'));
    assert.deepEqual([png.width, png.height], [800, 560]);
  }
});

test("a line without geometry says 'No map available for K' in the review and can still be filed", async () => {
  const page = await signIn(world, 'bartadmin');
  await fillBart(page, 'K', '5063', '1.00', '1.50');
  await page.getByText('No map available for K').waitFor();
  await page.getByRole('button', { name: 'Confirm and Submit' }).click();
  await page.getByText('Form Submitted').waitFor();
  await page.getByText('sent to ops@bart.example.com').waitFor({ timeout: 30_000 });
});
