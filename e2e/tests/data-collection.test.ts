/**
 * Data collection end to end (issue 15) against the local stack: a generated before/after pair of
 * CAT rail files goes straight to S3 by presigned PUTs, the local S3 events run the same
 * processing bundle AWS runs, two shifts are filed, and the Data Collection tab shows the runs,
 * their spectra and the improvement per band. The first test sends the files with the calls the
 * screen makes; the second drops a pair on the Upload CAT Data screen itself (the browser's PUT to
 * s3rver, admitted by the CSP's connect-src and the bucket's CORS rule), files it and finds it.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { beforeAfterPair, formatCatFile } from '../../functions/src/cat/demo-run';
import type { Page } from 'playwright-core';
import { signIn, startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
});
after(async () => world?.stop());

const SCREENS = join(import.meta.dirname ?? __dirname, '..', '..', 'docs', 'screens');

test('a before/after pair uploaded and filed shows its charts and the improvement per band in the tab', async () => {
  const page = await signIn(world, 'adminmgmt');
  const api = page.context().request;
  const { before: b, after: a } = beforeAfterPair(120, 21);
  const filed: string[] = [];
  for (const [date, name, samples] of [['2026-03-01', 'e2e0301L.txt', b], ['2026-03-09', 'e2e0309L.txt', a]] as const) {
    const text = formatCatFile(samples, { samplingDistanceMm: 1 });
    const signed = await (await api.post(`${world.stack.url}/api/datacollection/uploads`, { data: { fileName: name, size: Buffer.byteLength(text) } })).json();
    const put = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: text });
    assert.equal(put.status, 200, 'the presigned PUT stores the file');
    const res = await api.post(`${world.stack.url}/api/datacollection/shift`, {
      data: { date, clientId: 'BART', lineName: 'K', records: [{ id: signed.fileId, fileName: name, trackId: 'K1', rail: 'Left', sensor: 20, from: 1.2, to: 1.32, runningBand: 'Yes', extended: {} }] },
    });
    assert.equal(res.status(), 201, await res.text());
    filed.push(signed.fileId);
  }
  // The local S3 events hand each object to the processing bundle within a second or two.
  for (let i = 0; i < 60; i++) {
    const runs = (await (await api.get(`${world.stack.url}/api/datacollection?site=BART`)).json()).runs as { id: string; status: string }[];
    if (filed.every((id) => runs.find((r) => r.id === id)?.status === 'processed')) break;
    await new Promise((r) => setTimeout(r, 500));
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.history.pushState(null, '', '/data-collection?site=BART'));
  await page.getByRole('heading', { name: 'Data Collection' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('Select e2e0301L.txt').check();
  await page.getByLabel('Select e2e0309L.txt').check();
  const table = page.getByRole('table', { name: /Improvement per 1\/3-octave band/ });
  await table.waitFor({ timeout: 20_000 });
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '5', exact: true }) });
  const improvement = Number((await row.getByRole('cell').nth(3).textContent()) ?? 'NaN');
  assert.ok(improvement > 15, `grinding removed the 50 mm corrugation: ${improvement} dB at 5 cm`);
  assert.ok((await page.locator('.gl-dc-chart .highcharts-root').count()) >= 5, 'spectra, block RMS, CQI and before/after charts are drawn');
  await page.screenshot({ path: join(SCREENS, 'data-collection-before-after.png'), fullPage: true });
  await page.setViewportSize({ width: 800, height: 1280 });
  // Highcharts reflows on the resize event; give it a moment before the picture.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(SCREENS, 'data-collection-tablet-portrait.png'), fullPage: false });
});

/** Files one run through /data-collection/new: drop, wait for the confirmed upload, fill, review, submit. */
async function fileThroughScreen(page: Page, run: { date: string; name: string; samples: Float64Array }, shots?: string) {
  await page.evaluate(() => window.history.pushState(null, '', '/data-collection/new'));
  await page.getByRole('heading', { name: 'Upload CAT Data' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('Date').fill(run.date);
  await page.getByLabel('Client Name').selectOption('BART');
  await page.getByRole('option', { name: 'K', exact: true }).waitFor({ state: 'attached' });
  await page.getByLabel('Line').selectOption('K');
  const stem = run.name.replace(/L\.txt$/, '');
  const summary = `description = K line ${run.date}\noperator = E2E crew\nstart_position = 1.2\nend_position = 1.32\nrail = Left\nsensor_position = 20\nsampling_distance = 1 mm\nsensor_calibration = 1 um/unit\n`;
  await page.getByLabel('CAT files').setInputFiles([
    { name: run.name, mimeType: 'text/plain', buffer: Buffer.from(formatCatFile(run.samples, { samplingDistanceMm: 1, rail: 'L' })) },
    { name: `${stem}.sum`, mimeType: 'text/plain', buffer: Buffer.from(summary) },
  ]);
  const bar = page.getByRole('progressbar', { name: `Upload of ${run.name}` });
  await bar.waitFor({ timeout: 10_000 });
  // 100 only once s3rver answered the PUT (capped at 99 before): the browser reached the bucket.
  await page.waitForFunction((name) => (document.querySelector(`progress[aria-label="Upload of ${name}"]`) as HTMLProgressElement | null)?.value === 100, run.name, { timeout: 20_000 });
  await page.getByRole('button', { name: `Edit ${stem}.sum` }).click();
  await page.getByRole('dialog').getByLabel('Track Id').fill('K1');
  if (shots) await page.screenshot({ path: join(SCREENS, `${shots}-edit.png`) });
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  if (shots) await page.screenshot({ path: join(SCREENS, `${shots}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Review and Submit' }).click();
  const review = page.getByRole('dialog', { name: 'Review and Submit' });
  await review.waitFor();
  await review.locator('img, .gl-ui-notice').first().waitFor({ timeout: 20_000 });
  if (shots) await page.screenshot({ path: join(SCREENS, `${shots}-review.png`) });
  await review.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/dash/, { timeout: 20_000 });
}

test('the Upload CAT Data screen sends a before/after pair straight to the bucket with progress, files it, and the tab finds the runs', async () => {
  const page = await signIn(world, 'adminmgmt');
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|CORS|Refused to connect/i.test(m.text())) problems.push(m.text());
  });
  const { before: b, after: a } = beforeAfterPair(120, 33);
  await page.setViewportSize({ width: 1280, height: 800 });
  await fileThroughScreen(page, { date: '2026-04-01', name: 'scr0401L.txt', samples: b }, 'data-collection-upload');
  await page.setViewportSize({ width: 800, height: 1280 });
  await fileThroughScreen(page, { date: '2026-04-09', name: 'scr0409L.txt', samples: a }, 'data-collection-upload-tablet-portrait');
  assert.deepEqual(problems, [], 'no CSP or CORS refusal of the direct upload');

  const api = page.context().request;
  let runs: { fileName: string; status: string; trackId: string; from: number; to: number }[] = [];
  for (let i = 0; i < 60; i++) {
    runs = (await (await api.get(`${world.stack.url}/api/datacollection?site=BART&from=2026-04-01&to=2026-04-30`)).json()).runs;
    if (runs.length === 2 && runs.every((r) => r.status === 'processed')) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  assert.deepEqual(runs.map((r) => [r.fileName, r.status, r.trackId, r.from, r.to]).sort(), [['scr0401L.txt', 'processed', 'K1', 1.2, 1.32], ['scr0409L.txt', 'processed', 'K1', 1.2, 1.32]]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.history.pushState(null, '', '/data-collection?site=BART&from=2026-04-01&to=2026-04-30'));
  await page.getByRole('heading', { name: 'Data Collection' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('Select scr0401L.txt').check();
  await page.getByLabel('Select scr0409L.txt').check();
  await page.getByRole('table', { name: /Improvement per 1\/3-octave band/ }).waitFor({ timeout: 20_000 });
});

test('the upload screen sends others home', async () => {
  const page = await signIn(world, 'adminreadonly');
  await page.evaluate(() => window.history.pushState(null, '', '/data-collection/new'));
  // The guard navigates to /, which the shell may forward to the user's home: never the upload screen.
  await page.waitForURL((url) => url.pathname !== '/data-collection/new', { timeout: 20_000 });
  assert.equal(await page.getByRole('heading', { name: 'Upload CAT Data' }).count(), 0);
});
