/**
 * Data collection end to end (issue 15) against the local stack: a generated before/after pair of
 * CAT rail files goes straight to S3 by presigned PUTs, the local S3 events run the same
 * processing bundle AWS runs, two shifts are filed, and the Data Collection tab shows the runs,
 * their spectra and the improvement per band. The upload SCREEN is not built yet: the files are
 * sent by the test with the same calls the screen will make.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { beforeAfterPair, formatCatFile } from '../../functions/src/cat/demo-run';
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
