/**
 * The Track catalogue and track import end to end, in Debian's Chromium against a local stack of
 * its own (demo users only, so no track is imported yet): admin opens BART's catalogue, a bad
 * GeoJSON is refused with the server's message and changes nothing, a good one is imported and
 * previewed; the API refuses the bad files of the issue; a site admin sees no import form.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible, textContrast } from '../support/a11y';
import { shot, signIn, startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
});
after(async () => {
  await world?.stop();
});

/** About 7 km of Oakland, heading south-east: BART line K, direction 1, MP 0 to 4.5. */
const GOOD = { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[-122.27, 37.8], [-122.24, 37.78], [-122.2, 37.76]] } };
const POLYGON = { type: 'Polygon', coordinates: [[[-122.27, 37.8], [-122.2, 37.76], [-122.2, 37.8], [-122.27, 37.8]]] };
const k1Row = (page: Page) => page.getByRole('rowgroup', { name: 'Line K' }).getByRole('row').first();

async function importFile(page: Page, name: string, content: unknown) {
  await page.getByLabel('Line', { exact: true }).selectOption('K');
  await page.getByLabel('Direction', { exact: true }).selectOption('1');
  await page.getByLabel('Chain start', { exact: true }).fill('0');
  await page.getByLabel('Chain end', { exact: true }).fill('4.5');
  await page.getByLabel('GeoJSON file').setInputFiles({ name, mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(content)) });
  await page.getByRole('button', { name: 'Import track' }).click();
}

test('admin imports BART K direction 1: a bad file is refused and changes nothing, a good one is stored and previewed', async () => {
  const page = await signIn(world, 'admin');
  // Users first: another remote's copy of the kit's styles is then on the page, as in a working day.
  await page.goto(`${world.stack.url}/grind-reports/users`);
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  await page.evaluate(() => window.history.pushState(null, '', '/maps/BART/tracks'));
  const lineA = page.getByRole('rowgroup', { name: 'Line A' });
  await lineA.waitFor();
  assert.ok(await page.getByRole('columnheader', { name: 'Chain range (Mile Post)' }).isVisible(), 'the ranges are headed with their unit');
  assert.ok(await lineA.getByRole('cell', { name: '0.00 – 24.80' }).first().isVisible(), 'line A spans MP 0.00 to 24.80');
  assert.match(await k1Row(page).innerText(), /K_1\s+0\.00 – 6\.00\s+Not imported/);
  await shot(page, 'track-catalogue');
  await assertAccessible(page, "BART's track catalogue");
  // The line names heading their rows, which axe cannot decide (rowspan cells), were white on pale blue.
  const lineNameContrast = await textContrast(page, 'tbody[aria-label="Line A"] th');
  assert.ok(lineNameContrast >= 4.5, `a line's name reads at 4.5:1 or more, not ${lineNameContrast.toFixed(2)}:1`);

  await importFile(page, 'polygon.geojson', POLYGON);
  await page.getByText('The track was not imported: geojson is a Polygon, not a LineString, Feature or FeatureCollection').waitFor();
  assert.equal(await page.getByLabel('Chain end', { exact: true }).inputValue(), '4.5', 'the form is kept');
  assert.match(await k1Row(page).innerText(), /Not imported/);
  await shot(page, 'track-import-refused');
  await page.reload();
  await k1Row(page).waitFor();
  assert.match(await k1Row(page).innerText(), /Not imported/, 'the refused file changed nothing on the server');

  await importFile(page, 'k1.geojson', GOOD);
  await page.getByText('Imported K_1: 451 chain points').waitFor();
  await k1Row(page).getByText('451 chain points').waitFor();
  assert.match(await k1Row(page).innerText(), /451 chain points · only 0\.00 – 4\.50/);

  await k1Row(page).getByRole('button', { name: /Preview K_1/ }).click();
  const drawing = page.getByRole('img', { name: /The track drawn from 451 chain points, Mile Post 0\.00 to Mile Post 4\.50/ });
  await drawing.waitFor();
  assert.ok((await drawing.locator('polyline[data-structure]').count()) >= 1);
  assert.equal(new URL(page.url()).search, '?track=K_1');
  await shot(page, 'track-import-done');
  await page.context().close();
});

test('the import API refuses the bad files of the issue with a clear 400, and site admins with 403', async () => {
  const admin = await signIn(world, 'admin');
  const post = (page: Page, body: Record<string, unknown>) =>
    page.request.post(`${world.stack.url}/api/reference/tracks`, {
      data: { customer: 'BART', line: 'K', direction: '1', chainStart: 0, chainEnd: 4.5, unit: 'reference', geojson: GOOD, ...body },
    });
  const refusals: Array<[Record<string, unknown>, string]> = [
    [{ geojson: 'this is not JSON' }, 'geojson is not valid JSON'],
    [{ geojson: { type: 'Point', coordinates: [-122.27, 37.8] } }, 'geojson is a Point, not a LineString, Feature or FeatureCollection'],
    [{ chainStart: 4.5, chainEnd: 1 }, 'chainEnd must be greater than chainStart (orient the line so that chain increases)'],
    [{ customer: 'DEV' }, 'Unknown customer "DEV"'],
  ];
  for (const [body, message] of refusals) {
    const answer = await post(admin, body);
    assert.equal(answer.status(), 400, message);
    assert.equal((await answer.json()).message, message);
  }
  await admin.context().close();

  const bart = await signIn(world, 'bartadmin');
  await bart.goto(`${world.stack.url}/maps/BART/tracks`);
  await bart.getByRole('rowgroup', { name: 'Line A' }).waitFor();
  assert.equal(await bart.getByRole('heading', { name: 'Import a track' }).count(), 0, 'a site admin sees no import form');
  assert.equal((await post(bart, {})).status(), 403);
  await bart.context().close();
});
