/**
 * Data collection end to end (issue 15) against the local stack: a generated before/after pair of
 * CAT rail files goes straight to S3 by presigned PUTs, the local S3 events run the same
 * processing bundle AWS runs, two shifts are filed, and the Data Collection tab shows the runs,
 * their spectra and the improvement per band. The first test sends the files with the calls the
 * screen makes; the second drops a pair on the Upload CAT Data screen itself (the browser's PUT to
 * s3rver, admitted by the CSP's connect-src and the bucket's CORS rule), files it and finds it.
 * BART K direction 1 (K_1) is imported first, with a BART report grinding MP 1.0-1.5 on it, so the
 * review and the run-information popup draw the runs' map, and the site map's info window of that
 * ground segment links to the runs covering it.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { beforeAfterPair, formatCatFile } from '../../functions/src/cat/demo-run';
import { customerCatalogue } from '../../functions/src/reference/catalogue';
import { sourceCoordinates } from '../../functions/src/reference/geometry-source';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn, startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
  const login = await fetch(`${world.stack.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const post = (path: string, body: unknown) => fetch(`${world.stack.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const k = customerCatalogue('BART')!.lines.find((l) => l.name === 'K')!;
  const track = await post('/api/reference/tracks', { customer: 'BART', line: 'K', direction: '1', chainStart: k.minChain, chainEnd: k.maxChain, unit: 'chain', geojson: { type: 'LineString', coordinates: sourceCoordinates(k.source, 'BART:K') } });
  assert.equal(track.status, 201, await track.text());
  const report = await post('/api/reports/bart', {
    submissionId: randomUUID(), grinderOperator: 'Pat Lee', date: '2026-03-05', grinderType: '5062', stoneType: 'goli', startTime: '23:00', stopTime: '03:30', line: 'K', comments: 'Corrugation on K_1',
    rows: [{ segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: 1, segmentTo: 1.5, passesLeft: 3, passesRight: 3 }],
  });
  assert.equal(report.status, 201, await report.text());
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
      data: { date, clientId: 'BART', lineName: 'K', records: [{ id: signed.fileId, fileName: name, trackId: 'K_1', rail: 'Left', sensor: 20, from: 1.2, to: 1.32, runningBand: 'Yes', extended: {} }] },
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

  // The run-information popup: the run's facts and the map of its MP range on line K.
  await page.getByRole('button', { name: 'Information on e2e0301L.txt' }).click();
  const popup = page.getByRole('dialog', { name: 'Run e2e0301L.txt' });
  await popup.getByRole('img', { name: 'Map of e2e0301L.txt: K K_1, MP 1.2 to 1.32' }).waitFor({ timeout: 20_000 });
  assert.match(await popup.getByRole('table', { name: 'Information on e2e0301L.txt' }).innerText(), /Track Id\s+K_1[\s\S]*Start MP\s+1\.2[\s\S]*End MP\s+1\.32[\s\S]*Status\s+processed/);
  await page.screenshot({ path: join(SCREENS, 'data-collection-run-info.png') });
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });

  await page.setViewportSize({ width: 800, height: 1280 });
  // Highcharts reflows on the resize event: the picture once every chart fits the narrower page.
  await page.waitForFunction(() => [...document.querySelectorAll('.gl-dc-chart .highcharts-root')].every((svg) => Number(svg.getAttribute('width')) <= window.innerWidth));
  // Every column of the runs, the CQI last, inside the portrait screen: no sideways scroll to read it.
  const cqiHeader = page.getByRole('columnheader', { name: /^CQI \d+% \(µm\)$/ });
  assert.ok(((await cqiHeader.boundingBox())?.x ?? Infinity) + ((await cqiHeader.boundingBox())?.width ?? 0) <= 800, 'the CQI column ends inside 800 px');
  await page.screenshot({ path: join(SCREENS, 'data-collection-tablet-portrait.png'), fullPage: false });
  await page.getByRole('button', { name: 'Information on e2e0309L.txt' }).click();
  await page.getByRole('dialog', { name: 'Run e2e0309L.txt' }).getByRole('img').waitFor({ timeout: 20_000 });
  await page.screenshot({ path: join(SCREENS, 'data-collection-run-info-tablet-portrait.png') });
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
  await page.getByRole('dialog').getByLabel('Track Id').fill('K_1');
  if (shots) await page.screenshot({ path: join(SCREENS, `${shots}-edit.png`) });
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  if (shots) await page.screenshot({ path: join(SCREENS, `${shots}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Review and Submit' }).click();
  const review = page.getByRole('dialog', { name: 'Review and Submit' });
  await review.waitFor();
  // K_1 is imported: the review draws the run on the line, never 'No map available'.
  await review.getByRole('img', { name: 'Map of the runs on Line K' }).waitFor({ timeout: 20_000 });
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
  assert.deepEqual(runs.map((r) => [r.fileName, r.status, r.trackId, r.from, r.to]).sort(), [['scr0401L.txt', 'processed', 'K_1', 1.2, 1.32], ['scr0409L.txt', 'processed', 'K_1', 1.2, 1.32]]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.history.pushState(null, '', '/data-collection?site=BART&from=2026-04-01&to=2026-04-30'));
  await page.getByRole('heading', { name: 'Data Collection' }).waitFor({ timeout: 20_000 });
  await page.getByLabel('Select scr0401L.txt').check();
  await page.getByLabel('Select scr0409L.txt').check();
  await page.getByRole('table', { name: /Improvement per 1\/3-octave band/ }).waitFor({ timeout: 20_000 });
});

/** Waits for the site map to draw its layer, clicks a segment of it and answers its info window. */
async function openSegment(page: Page) {
  const canvas = page.locator('.gl-map-canvas[data-drawn="true"]');
  await canvas.waitFor({ timeout: 30_000 });
  await page.getByRole('status').filter({ hasText: 'LOADING ...' }).waitFor({ state: 'detached', timeout: 30_000 });
  const sample = (await canvas.getAttribute('data-sample-point')) ?? '';
  assert.match(sample, /^\d+,\d+$/, 'the ground segment is on screen');
  const [x, y] = sample.split(',').map(Number);
  await canvas.click({ position: { x, y } });
  const info = page.getByRole('dialog', { name: 'Segment information' });
  await info.waitFor();
  return info;
}

test("the site map's info window of a ground segment links to the CAT runs covering it, for the roles that may see them", async () => {
  const page = await signIn(world, 'adminmgmt');
  const query = 'site=BART&line=K&track=K_1&segmentFrom=1&segmentTo=1.5';
  const covering = (await (await page.context().request.get(`${world.stack.url}/api/datacollection?${query}`)).json()).runs as { fileName: string }[];
  assert.ok(covering.length >= 2, 'the before/after runs of MP 1.2-1.32 lie inside the ground MP 1.0-1.5');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.history.pushState(null, '', '/maps/BART'));
  const info = await openSegment(page);
  const link = info.getByRole('link', { name: `${covering.length} CAT runs cover this segment` });
  await link.waitFor({ timeout: 20_000 });
  await page.screenshot({ path: join(SCREENS, 'map-bart-cat-runs-link.png') });
  await link.click();
  await page.waitForURL(`${world.stack.url}/data-collection?${query}`);
  await page.getByRole('heading', { name: 'Data Collection' }).waitFor({ timeout: 20_000 });
  for (const run of covering) await page.getByLabel(`Select ${run.fileName}`).waitFor();
  assert.equal(await page.getByRole('table', { name: `${covering.length === 1 ? '1 run' : `${covering.length} runs`} of BART` }).count(), 1, 'the tab lists exactly the covering runs');
  await page.context().close();

  const bart = await signIn(world, 'bartadmin');
  await bart.evaluate(() => window.history.pushState(null, '', '/maps/BART'));
  const bartInfo = await openSegment(bart);
  assert.match(await bartInfo.innerText(), /Status\s+Complete/);
  assert.equal(await bartInfo.getByText(/CAT run/).count(), 0, 'a site admin may not open Data Collection: no link');
  await bart.context().close();
});

test('the upload screen sends others home', async () => {
  const page = await signIn(world, 'adminreadonly');
  await page.evaluate(() => window.history.pushState(null, '', '/data-collection/new'));
  // The guard navigates to /, which the shell may forward to the user's home: never the upload screen.
  await page.waitForURL((url) => url.pathname !== '/data-collection/new', { timeout: 20_000 });
  assert.equal(await page.getByRole('heading', { name: 'Upload CAT Data' }).count(), 0);
});
