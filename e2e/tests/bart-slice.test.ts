/**
 * The BART slice end to end, in Debian's Chromium against a local stack of its own:
 * bartadmin files a two-row report, finds it in the viewer and in daily stats (through an empty
 * day's offer of the last shift's day), downloads the CSV and deletes the report; mbta is kept
 * away from the form and gets 403 from the API.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { formatDayLabel } from '@grindline/domain';
import { shot, signIn, startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
});
after(async () => {
  await world?.stop();
});

const REPORT_DATE = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

async function fillRow(page: Page, index: number, row: { from: string; to: string; status?: string; passes: string }) {
  const fieldset = page.getByRole('group', { name: `Grind row ${index + 1}` });
  await fieldset.getByLabel('Segment Type').selectOption('Open Track');
  if (row.status) await fieldset.getByLabel('Complete/Incomplete').selectOption({ label: row.status });
  await fieldset.getByLabel('Begin MP').fill(row.from);
  await fieldset.getByLabel('End MP').fill(row.to);
  await fieldset.getByLabel('Passes Left').fill(row.passes);
  await fieldset.getByLabel('Passes Right').fill(row.passes);
}

test('bartadmin files a BART report, finds it in the viewer and daily stats, downloads the CSV and deletes it', async () => {
  const page = await signIn(world, 'bartadmin');
  const url = world.stack.url;

  await page.goto(`${url}/grind-reports/new`);
  await page.getByLabel('Person in Charge').fill('Dana Ortiz');
  await page.getByLabel('Date').fill(REPORT_DATE);
  await page.getByLabel('Grinder Type').selectOption('5063');
  await page.getByLabel('Stone Type').selectOption({ index: 1 });
  // Typed as on a tablet's number pad, which has no ':': written HH:MM on leaving each field.
  await page.getByLabel('Start Grinding Time').fill('2330');
  await page.getByLabel('Quit Grinding Time').fill('415');
  await page.getByLabel('Line').selectOption('A');
  await page.getByLabel('Comments').fill('Night shift, Fremont side');
  await fillRow(page, 0, { from: '1.00', to: '1.50', passes: '3' });
  await page.getByRole('button', { name: 'Add row' }).click();
  await fillRow(page, 1, { from: '2.00', to: '2.25', status: 'Incomplete', passes: '2' });
  const firstRow = page.getByRole('group', { name: 'Grind row 1' });
  assert.equal(await firstRow.getByLabel('Length (feet)').inputValue(), '2640', 'MP 1.00 to 1.50 is 2640 ft');
  assert.deepEqual([await page.getByLabel('Start Grinding Time').inputValue(), await page.getByLabel('Quit Grinding Time').inputValue()], ['23:30', '04:15']);
  assert.equal(await page.getByLabel('Available Track Time').inputValue(), '04:45', 'across midnight');
  await shot(page, 'bart-form-filled');

  await page.getByRole('button', { name: 'Submit Form' }).click();
  await page.getByRole('heading', { name: 'Grind Report Review' }).waitFor();
  await shot(page, 'bart-review');
  await page.getByRole('button', { name: 'Confirm and Submit' }).click();
  await page.getByRole('heading', { name: 'Form Submitted' }).waitFor();
  await shot(page, 'bart-submitted');

  // The viewer opens on today, which has no shift, and offers the day of the last one: the report's.
  const shown = formatDayLabel(REPORT_DATE);
  await page.goto(`${url}/grind-reports/view`);
  const localToday = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  assert.equal(await page.getByLabel('Pick a Date').inputValue(), localToday);
  await page.getByText(`No report found for ${formatDayLabel(localToday)}.`).waitFor();
  await page.getByText(`The last shift before it was on ${shown}.`).waitFor();
  await shot(page, 'bart-viewer-last-shift');
  await page.getByRole('button', { name: `Show ${shown}` }).click();
  await page.getByText('Dana Ortiz').first().waitFor();
  assert.equal(await page.getByLabel('Pick a Date').inputValue(), REPORT_DATE);
  assert.ok(await page.getByText('Night shift, Fremont side').first().isVisible());
  assert.ok(await page.getByRole('cell', { name: '1,320' }).first().isVisible(), 'the second row is 0.25 MP = 1320 ft');
  await shot(page, 'bart-viewer');

  await page.goto(`${url}/dash`);
  // Today has no shift: the empty range offers the day of the last one, the report's, in one tap.
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Date from').fill(today);
  await page.getByLabel('Date to').fill(today);
  await page.getByText(`The last shift before these dates was on ${shown}.`).waitFor();
  await shot(page, 'daily-stats-empty-offers-last-day');
  await page.getByRole('button', { name: `Show ${shown}` }).click();
  assert.deepEqual([await page.getByLabel('Date from').inputValue(), await page.getByLabel('Date to').inputValue()], [REPORT_DATE, REPORT_DATE]);
  const card = page.getByRole('button', { name: 'Show more' }).first();
  await card.waitFor();
  await card.click();
  await page.getByText('Night shift, Fremont side').first().waitFor();
  await shot(page, 'daily-stats');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  assert.match(csv, /Shift ID/);
  assert.match(csv, new RegExp(`${REPORT_DATE.replaceAll('-', '')}000002`), 'the CSV holds the shift id of grinder 5063');

  await page.goto(`${url}/grind-reports/view`);
  await page.getByLabel('Pick a Date').fill(REPORT_DATE);
  await page.getByRole('button', { name: 'Get Report' }).click();
  await page.getByRole('button', { name: 'Delete shift report entry' }).click();
  await page.getByText('This will delete the shift report entry from the database').waitFor();
  await shot(page, 'bart-delete-confirm');
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await page.getByText('Dana Ortiz').first().waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Get Report' }).click();
  await page.getByText(`No report found for ${formatDayLabel(REPORT_DATE)}.`).waitFor();
  await page.context().close();
});

test('a plain MBTA user is redirected away from the report form and refused BART data', async () => {
  const page = await signIn(world, 'mbta');
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await page.waitForURL((u) => u.pathname === '/');
  await shot(page, 'mbta-home');
  const answer = await page.request.get(`${world.stack.url}/api/reports/bart?date=${REPORT_DATE}`);
  assert.equal(answer.status(), 403);
  const anonymous = await world.browser.newContext();
  const noSession = await anonymous.request.get(`${world.stack.url}/api/reports/bart?date=${REPORT_DATE}`);
  assert.equal(noSession.status(), 401);
  await anonymous.close();
  await page.context().close();
});
