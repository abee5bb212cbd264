/**
 * The site maps end to end (issue 12), in Debian's Chromium against a local stack with the demo
 * data (tracks, four months of reports, the demo measurement layers): each site's map as its
 * roles, every tab and the main filters, a click on a segment reading its info window, the
 * measurement import screen, and no Content-Security-Policy complaint from MapLibre's worker.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { CUSTOMERS } from '@grindline/domain';
import { startLocalStack, type LocalStack } from '../../infra/local/start-stack';
import { ARTIFACTS, launchChromium } from '../support/browser';
import { assertFirstViewHoldsLines, clickSegment, drawn, drawnAfter, mapCanvas, movedAfter } from '../support/map-page';
import { mapSignIn, navigate, openTab, railCondition } from '../support/site-map-steps';

let stack: LocalStack;
let browser: Browser;
const cspErrors: string[] = [];

before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  stack = await startLocalStack({ seed: 'demo' });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await stack?.stop();
});

const canvas = mapCanvas;
const page = navigate;

async function signIn(username: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  return mapSignIn(browser, stack.url, username, cspErrors, viewport);
}

/** A screenshot in e2e/artifacts (the ones kept in docs/screens were copied from there and looked at). */
async function screen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

test('each role opens only the maps it may: plain users their own at /, site admins theirs, office roles every site', async () => {
  const mbta = await signIn('mbta');
  await page(mbta, '/');
  await mbta.getByRole('heading', { name: 'MBTA map' }).waitFor();
  assert.ok((await drawn(mbta)) >= 0);
  // A guarded route sends the user home (spec 002 section 2).
  await page(mbta, '/maps/BART');
  await mbta.waitForURL(`${stack.url}/`);
  await mbta.getByRole('heading', { name: 'MBTA map' }).waitFor();
  assert.equal((await mbta.request.get(`${stack.url}/api/maps/base?site=BART`)).status(), 403);
  assert.equal((await mbta.request.get(`${stack.url}/api/maps/grind?site=BART&from=2020-01-01&to=2020-02-01`)).status(), 403);
  await mbta.context().close();

  const bart = await signIn('bartadmin');
  await page(bart, '/maps/SKYTRAIN');
  await bart.waitForURL(`${stack.url}/`);
  assert.equal(await bart.getByRole('heading', { name: 'SKYTRAIN map' }).count(), 0);
  await bart.context().close();

  // Site admins: their own map (SkyTrain's and NYCT's are drawn by their tests below), another
  // site's refused in the browser and by the API.
  for (const [user, own, other] of [['otrainadmin', 'OTRAIN', 'NCTD'], ['nctdadmin', 'NCTD', 'OTRAIN'], ['skytrainadmin', 'SKYTRAIN', 'NYCT'], ['nyctadmin', 'NYCT', 'BART']]) {
    const p = await signIn(user);
    await page(p, `/maps/${own}`);
    await p.getByRole('heading', { name: `${own} map` }).waitFor();
    if (own === 'OTRAIN' || own === 'NCTD') {
      await drawn(p);
      // NCTD's 65 km COASTER and its SPRINTER both in the first view, as the O-Train's lines.
      await assertFirstViewHoldsLines(p, stack.url, own, own === 'OTRAIN' ? 13 : 10);
    } else await canvas(p).waitFor();
    await page(p, `/maps/${other}`);
    await p.waitForURL(`${stack.url}/`);
    assert.equal(await p.getByRole('heading', { name: `${other} map` }).count(), 0, `${user} may not open ${other}`);
    assert.equal((await p.request.get(`${stack.url}/api/maps/base?site=${other}`)).status(), 403);
    await p.context().close();
  }

  // Office roles: every site. admin opens each one (its map element made from the site's base
  // layer; drawing is what the other tests wait for); the read-only and management roles draw two
  // and get every site's base layer from the API.
  for (const user of ['adminreadonly', 'adminmgmt', 'admin']) {
    const p = await signIn(user);
    for (const site of user === 'admin' ? CUSTOMERS : ['NYCT', 'OTRAIN']) {
      await page(p, `/maps/${encodeURIComponent(site)}`);
      await p.getByRole('heading', { name: `${site} map` }).waitFor();
      if (user === 'admin') await canvas(p).waitFor();
      else await drawn(p);
    }
    for (const site of CUSTOMERS) assert.equal((await p.request.get(`${stack.url}/api/maps/base?site=${encodeURIComponent(site)}`)).status(), 200, `${user} gets ${site}`);
    await p.context().close();
  }
});

test('BART: grind data and its filters (passes, dates, line, chain), structure, system overview, TCI and test sites each draw and answer a click', async () => {
  const p = await signIn('bartadmin');
  const basemapFiles: string[] = [];
  p.on('response', (r) => /\/basemap\/bart\.[0-9a-f]{8}\.json$/.test(r.url()) && basemapFiles.push(`${r.status()} ${r.headers()['content-type']}`));
  const bases: Promise<{ stations: { name: string }[] }>[] = [];
  p.on('response', (r) => r.url().includes('/api/maps/base?') && bases.push(r.json()));
  const started = Date.now();
  // Typed in lower case, as an agency's link may have it: the shell answers with the site's own address.
  await page(p, '/maps/bart');
  assert.ok((await drawn(p)) > 0, 'the grind layer has runs');
  assert.equal(new URL(p.url()).pathname, '/maps/BART');
  // Every station along the lines, not only the terminals (issue 27, docs/data.md 'Stations').
  const stations = new Set((await bases[0]).stations.map((s) => s.name));
  for (const name of ['Embarcadero', 'Walnut Creek', 'Fruitvale', 'Downtown Berkeley', 'Glen Park']) assert.ok(stations.has(name), `BART's base layer names ${name}`);
  assert.ok(Number(await canvas(p).getAttribute('data-labels')) >= 45, 'the 45 stations on the drawn lines are labels of the map');
  console.log(`[e2e] BART grind layer drawn ${Date.now() - started} ms after navigation`);
  // The offline basemap (issue 27): BART's water file served by the maps remote, drawn under the layer, credited.
  assert.match(basemapFiles.join(), /^200 application\/json/, 'the basemap file is served as JSON');
  // The water joins once the layer is drawn (decisions §58): on screen by a later frame.
  await p.waitForFunction(() => Number(document.querySelector('.gl-map-canvas')?.getAttribute('data-basemap-features')) > 0, undefined, { timeout: 30_000 });
  await p.locator('.maplibregl-ctrl-attrib', { hasText: /OpenStreetMap.*geo-maps/ }).waitFor({ timeout: 30_000 });
  assert.equal(await p.getByRole('tab', { name: 'Grind Data' }).getAttribute('aria-selected'), 'true');
  assert.match(await clickSegment(p), /Status\s+(Complete|Incomplete)[\s\S]*Passes \(L \/ R\)/);
  await screen(p, 'map-bart-grind');

  await p.getByLabel('Line', { exact: true }).selectOption('A');
  await p.getByRole('checkbox', { name: /^2/ }).uncheck();
  await p.getByLabel('Line', { exact: true }).selectOption('');
  assert.ok(await p.getByRole('checkbox', { name: /^2/ }).isChecked(), 'All Lines resets directions');
  await p.getByRole('radio', { name: 'GFA' }).check();
  assert.equal(await drawnAfter(p, () => p.getByRole('button', { name: 'Show map' }).click()), 0, 'BART forms grind profiles (PRO): no GFA runs');
  await p.getByRole('radio', { name: 'Both' }).check();
  const all = await drawnAfter(p, () => p.getByRole('button', { name: 'Show map' }).click());
  assert.ok(all > 0);
  // Passes 50-50: BART grinds 1-6 passes, nothing left; back to 0.
  await p.getByLabel('Passes from').press('End');
  assert.equal(await drawnAfter(p, () => p.getByRole('button', { name: 'Show map' }).click()), 0, 'no run of 50 passes');
  await p.getByLabel('Passes from').press('Home');
  // Dates: the start slider on the last month snaps to its day 1, and keeps fewer runs than all of them.
  await p.getByLabel('Date from').press('End');
  assert.match(await p.getByLabel('Grind filters').locator('output').first().innerText(), /^\d{4}-\d{2}-01$/);
  const lastMonth = await drawnAfter(p, () => p.getByRole('button', { name: 'Show map' }).click());
  assert.ok(lastMonth < all, `the last month's runs (${lastMonth}) are fewer than all (${all})`);
  await p.getByLabel('Date from').press('Home');
  assert.equal(await p.getByLabel('Grind filters').locator('output').first().innerText(), '2018-01-01');
  assert.equal(await drawnAfter(p, () => p.getByRole('button', { name: 'Show map' }).click()), all);
  // Line and chain range apply at once, in the browser.
  const lineA = await drawnAfter(p, () => p.getByLabel('Line', { exact: true }).selectOption('A'));
  assert.ok(lineA > 0 && lineA < all);
  await p.getByLabel('Grind filters').getByLabel('From', { exact: true }).last().fill('5');
  const chain = await drawnAfter(p, () => p.getByLabel('Grind filters').getByLabel('To', { exact: true }).last().fill('10'));
  assert.ok(chain < lineA, `chain 5-10 of line A (${chain}) is less than the whole line (${lineA})`);
  await p.getByLabel('Grind filters').getByLabel('From', { exact: true }).last().fill('');
  await p.getByLabel('Grind filters').getByLabel('To', { exact: true }).last().fill('');
  await drawnAfter(p, () => p.getByLabel('Line', { exact: true }).selectOption(''));

  assert.ok((await drawnAfter(p, () => p.getByRole('radio', { name: 'Structure' }).check())) > 0);
  const structure = await clickSegment(p);
  assert.match(structure, /Line[\s\S]*Chain[\s\S]*Structure\s+(AERIAL|BALLAST|BRIDGE|SLAB|SUBWAY)[\s\S]*Geometry/);
  const geometry = await drawnAfter(p, () => p.getByRole('radio', { name: 'Geometry' }).check());
  assert.ok(geometry > 0);
  const firstValue = p.getByRole('group', { name: 'Structure filters' }).getByRole('checkbox').first();
  assert.ok((await drawnAfter(p, () => firstValue.uncheck())) < geometry, 'a hidden geometry value leaves fewer segments');
  assert.equal(await drawnAfter(p, () => firstValue.check()), geometry);
  await screen(p, 'map-bart-structure');

  assert.ok((await openTab(p, 'System Overview')) > 0);
  assert.match(await clickSegment(p), /Tonnage \(MGT\)[\s\S]*Fire zone[\s\S]*MOW/);
  await screen(p, 'map-bart-system-overview');
  assert.ok((await openTab(p, 'TCI')) > 0);
  assert.match(await clickSegment(p), /TCI\s+\d/);
  assert.ok((await openTab(p, 'Test Sites')) > 0);
  assert.match(await clickSegment(p), /Rail\s+[WE][\s\S]*Template/);
  for (const index of ['CQI', 'PQI', 'SDI']) await drawnAfter(p, () => p.getByRole('radio', { name: index }).check());
  assert.ok((await drawnAfter(p, () => p.getByRole('radio', { name: 'E', exact: true }).check())) > 0);
  await p.context().close();
});

test('SkyTrain: the Sky/Arm switch and AGR, noise by date and compared, acceleration by line and direction with thresholds recomputed on station resolution', async () => {
  const p = await signIn('skytrainadmin');
  await page(p, '/maps/SKYTRAIN');
  assert.ok((await drawn(p)) > 0);
  await p.getByRole('radio', { name: 'Arm' }).check();
  assert.ok((await drawnAfter(p, () => p.getByRole('button', { name: 'Show map' }).click())) > 0, 'the demo has Arm shifts (the contractor\'s generic form)');
  assert.match(await clickSegment(p), /Grinder\s+LRG-31/);
  // The TG8s' form grinds profiles (PRO): acoustic grinding (AGR) is the Arm campaigns' only.
  await p.getByRole('radio', { name: 'AGR' }).check();
  assert.ok((await drawnAfter(p, () => p.getByRole('button', { name: 'Show map' }).click())) > 0);
  assert.match(await clickSegment(p), /Grind type\s+AGR/);
  await screen(p, 'map-skytrain-arm');
  await p.getByRole('radio', { name: 'Sky' }).check();
  assert.equal(await drawnAfter(p, () => p.getByRole('button', { name: 'Show map' }).click()), 0, 'no AGR in the Sky dataset');
  await p.getByRole('radio', { name: 'Both' }).check();
  assert.ok((await drawnAfter(p, () => p.getByRole('button', { name: 'Show map' }).click())) > 0);
  assert.match(await clickSegment(p), /Grinder\s+TG8/);
  await screen(p, 'map-skytrain-grind');

  assert.ok((await openTab(p, 'Noise Data')) > 0);
  assert.match(await clickSegment(p), /Noise \(dB\)\s+\d/);
  // Another of the nine dates, then back to the last one (the default).
  assert.ok((await drawnAfter(p, () => p.getByRole('combobox', { name: 'Date', exact: true }).selectOption('2018-01-19'))) > 0);
  assert.match(await clickSegment(p), /Noise \(dB\)\s+\d/);
  await drawnAfter(p, () => p.getByRole('combobox', { name: 'Date', exact: true }).selectOption('2019-11-07'));
  assert.ok((await drawnAfter(p, () => p.getByRole('radio', { name: 'Compare' }).check())) > 0);
  assert.match(await clickSegment(p), /Noise 2018-01-19[\s\S]*Noise 2019-11-07[\s\S]*Difference \(dB\)/);
  await screen(p, 'map-skytrain-noise-compare');

  assert.ok((await openTab(p, 'Acceleration Data')) > 0);
  assert.equal(await p.getByLabel('Green').inputValue(), '0.53');
  await drawnAfter(p, () => p.getByRole('checkbox', { name: 'Station resolution' }).check());
  assert.notEqual(await p.getByLabel('Green').inputValue(), '0.53', 'thresholds are the quartiles of the loaded data');
  const lines = await p.getByLabel('Line', { exact: true }).locator('option').allInnerTexts();
  await drawnAfter(p, () => p.getByLabel('Line', { exact: true }).selectOption({ label: lines[lines.length - 1] }));
  await drawnAfter(p, () => p.getByLabel('Direction', { exact: true }).selectOption({ index: 1 }));
  await drawnAfter(p, () => p.getByRole('radio', { name: 'Y (lateral)' }).check());
  await drawnAfter(p, () => p.getByRole('radio', { name: 'Filtered 400-800' }).check());
  assert.ok((await drawnAfter(p, () => p.getByRole('radio', { name: '90th' }).check())) > 0);
  assert.match(await clickSegment(p), /Axis\s+Y \(lateral\)[\s\S]*Filtered 400-800[\s\S]*90th percentile/);
  await screen(p, 'map-skytrain-acceleration');
  await p.context().close();
});

test('NYCT: divisions load once each, structure chain as "x + yy"; the tablet layouts', async () => {
  const p = await signIn('nyctadmin', { width: 800, height: 1280 });
  const bases: string[] = [];
  p.on('request', (r) => r.url().includes('/api/maps/base') && bases.push(new URL(r.url()).searchParams.get('div') ?? ''));
  await page(p, '/maps/NYCT');
  assert.ok((await drawn(p)) > 0);
  assert.equal(await p.getByRole('button', { name: 'Show filters' }).getAttribute('aria-expanded'), 'false', 'filters start closed on a portrait tablet');
  assert.equal(await p.getByRole('button', { name: 'Show legend' }).getAttribute('aria-expanded'), 'false', 'the legend starts folded on a portrait tablet');
  await p.getByRole('heading', { name: 'NYCT map — MTA New York City Transit' }).waitFor();
  // Station and line names and ticks are in the map's style, and drawn without a glyph server.
  assert.equal(await canvas(p).getAttribute('data-label-layers'), 'label-tick label-station label-line');
  assert.ok(Number(await canvas(p).getAttribute('data-labels')) > 100, 'the IRT stations, line names and ticks');
  // The labels join once the layer is drawn: on screen by a later frame.
  await p.waitForFunction(() => Number(document.querySelector('.gl-map-canvas')?.getAttribute('data-rendered-labels')) > 0, undefined, { timeout: 30_000 });
  await screen(p, 'map-nyct-grind-tablet');
  // The halos go while the map is dragged (a frame-rate matter) and come back when it stops.
  const box = (await canvas(p).boundingBox())!;
  await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await movedAfter(p, async () => {
    await p.mouse.down();
    await p.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 8 });
    await p.waitForFunction(() => document.querySelector('.gl-map-canvas')?.getAttribute('data-label-halo') === '0');
    await p.mouse.up();
  });
  assert.equal(await canvas(p).getAttribute('data-label-halo'), '1.6');
  await p.getByRole('button', { name: 'Show filters' }).click();
  await drawnAfter(p, () => p.getByLabel('Division').first().selectOption('IND'));
  await drawnAfter(p, () => p.getByLabel('Division').first().selectOption('IRT'));
  assert.deepEqual(bases, ['IRT', 'IND'], 'IRT is not fetched again');
  await drawnAfter(p, () => p.getByRole('radio', { name: 'Structure' }).check());
  assert.match(await clickSegment(p), /Chain\s+\d+ \+ \d\d – \d+ \+ \d\d[\s\S]*Structure[\s\S]*Geometry/);
  await p.setViewportSize({ width: 1280, height: 800 });
  await drawn(p);
  await screen(p, 'map-nyct-structure');
  await p.context().close();
});

test('admin imports measurements from the screen: a bad file names its rows and columns, a good one replaces the date', async () => {
  const p = await signIn('admin');
  await page(p, '/maps/BART/measurements');
  await p.getByLabel('Layer').selectOption('tci');
  await p.getByLabel('Measurement date').fill('2024-05-01');
  await p.getByLabel('File (.csv, .geojson)').setInputFiles({ name: 'tci.csv', mimeType: 'text/csv', buffer: Buffer.from('line,direction,from,to,tci\nA,1,1,2,high\nZ,1,1,2,5') });
  await p.getByRole('button', { name: 'Import' }).click();
  await p.getByText('row 1, column tci: tci must be a number, got "high"').first().waitFor();
  await p.getByText('row 2, column line: Z is not a line of BART').waitFor();
  await screen(p, 'map-measurement-import-refused');
  await p.getByLabel('File (.csv, .geojson)').setInputFiles({ name: 'tci.csv', mimeType: 'text/csv', buffer: Buffer.from('line,direction,from,to,tci\nA,1,1,2,12.5\nA,1,2,3,4') });
  await p.getByRole('button', { name: 'Import' }).click();
  await p.getByText('Imported 2 rows into TCI for 2024-05-01.').waitFor();
  const answer = await (await p.request.get(`${stack.url}/api/maps/measurements?site=BART&layer=tci&date=2024-05-01`)).json();
  assert.deepEqual(answer.rows.map((r: { values: { tci: number } }) => r.values.tci), [12.5, 4]);
  await p.context().close();
});

test('BART: the Rail Condition tab draws the demo CAT runs by CQI band; a click lists them with before/after, linked to Data Collection for the office roles only', async () => {
  const p = await signIn('adminreadonly');
  // The seeded runs are processed by the local S3 events after the stack started.
  let layer: { runs: { id: string; date: string }[]; segments: unknown[] } = { runs: [], segments: [] };
  for (let i = 0; i < 120 && layer.segments.length === 0; i++) {
    if (i > 0) await p.waitForTimeout(500);
    layer = await (await p.request.get(`${stack.url}/api/maps/condition?site=BART`)).json();
  }
  assert.ok(layer.runs.length >= 4, 'the demo pair of both rails is processed');
  const info = await railCondition(p, 'map-rail-condition-1280x800');
  const text = await info.innerText();
  assert.match(text, /Latest CQI 65%\s+\d+\.\d µm/);
  assert.match(text, /Before → after \(Left\)\s+\d{4}-\d\d-\d\d [\d.]+ µm → \d{4}-\d\d-\d\d [\d.]+ µm \(−[\d.]+ µm\)/, 'grinding lowered the CQI');
  const link = info.getByRole('link', { name: /Open these \d+ runs in Data Collection/ });
  const href = (await link.getAttribute('href')) ?? '';
  const count = Number(/Open these (\d+)/.exec(await link.innerText())?.[1]);
  await link.click();
  await p.waitForURL(`${stack.url}${href}`);
  await p.getByRole('heading', { name: 'Data Collection' }).waitFor({ timeout: 20_000 });
  await p.getByRole('table', { name: `${count} runs` }).waitFor({ timeout: 20_000 });
  const listed = (await (await p.request.get(`${stack.url}/api/datacollection?${href.split('?')[1]}`)).json()).runs as { id: string }[];
  assert.deepEqual(listed.map((r) => r.id).sort(), layer.runs.map((r) => r.id).sort(), 'the link lists exactly the runs of the segment');
  await p.context().close();

  const tablet = await signIn('bartadmin', { width: 800, height: 1280 });
  const bartInfo = await railCondition(tablet, 'map-rail-condition-800x1280');
  assert.match(await bartInfo.innerText(), /Latest CQI 65%/);
  assert.equal(await bartInfo.getByRole('link').count(), 0, 'a site admin may not open Data Collection: no link');
  await tablet.context().close();
});

test('MapLibre ran under the CSP without a violation', () => {
  assert.deepEqual(cspErrors, []);
});
