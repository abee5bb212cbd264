/**
 * The forms of the standard customers end to end, in Debian's Chromium against a local stack of
 * its own: super files the NCTD flow (first error only, 'Delete Grind Info?', review) and the
 * single-page form for OTRAIN and NCTD (spec messages, autofill from the last report), each
 * report is found in daily stats; super removes a grind row, then all, then the shift on Delete
 * Old Grind Report. axe-core on every form and review, on a 10-inch tablet both ways.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { formatDayLabel } from '@grindline/domain';
import { openDailyStatsCard } from '../support/daily-stats';
import { shot, signIn, startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
});
after(async () => {
  await world?.stop();
});

const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function axe(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `axe on ${where}`);
}

async function bothTablets(page: Page, name: string): Promise<void> {
  for (const [w, h, tag] of [[1280, 800, 'landscape'], [800, 1280, 'portrait']] as const) {
    await page.setViewportSize({ width: w, height: h });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth), false, `${name}: no sideways scrolling at ${w}x${h}`);
    // Nor a column hidden in a table that scrolls on its own (the review's grind table was cut at Left Rail Profile).
    assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('.gl-ui-table-wrap')].filter((t) => t.scrollWidth > t.clientWidth).map((t) => t.getAttribute('aria-label'))), [], `${name}: every table column in view at ${w}x${h}`);
    await axe(page, `${name} ${w}x${h}`);
    await shot(page, `${name}-${tag}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function findInDailyStats(page: Page, date: string, text: string, site?: string): Promise<void> {
  await page.goto(`${world.stack.url}/dash`);
  if (site) await page.getByLabel('Site').selectOption(site).catch(() => undefined);
  await page.getByLabel('Date from').fill(date);
  await page.getByLabel('Date to').fill(date);
  const card = page.getByRole('button', { name: 'Show more' }).first();
  await card.waitFor();
  await card.click();
  await page.getByText(text).first().waitFor();
}

test('super files the NCTD flow: first error only, Delete Grind Info?, review, one request, found in daily stats', async () => {
  const date = day(3);
  const page = await signIn(world, 'admin');
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await page.getByRole('link', { name: /NCTD grind report/ }).click();
  await page.getByRole('heading', { name: 'NCTD Grind Report' }).waitFor();
  await page.getByLabel('Date').fill(date);
  await page.getByRole('option', { name: 'COASTER' }).waitFor({ state: 'attached' });
  await page.getByLabel('Line').selectOption('COASTER');
  await page.getByLabel('Grinder Type').selectOption({ index: 1 });
  const card = page.getByRole('group', { name: 'Grind info 1' });
  await card.getByLabel(/Segment From/).fill('10');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('alert').filter({ hasText: 'Segment To is required.' }).waitFor();
  assert.equal(await page.getByRole('alert').count(), 1, 'only the first error is shown');
  assert.ok(await card.getByLabel(/Segment To/).evaluate((el) => el === document.activeElement), 'the focus is on the field of the first error');
  // Past the line's end: the field shows the range, the server refuses naming the field, nothing is stored.
  await card.getByLabel(/Segment To/).fill('45');
  await card.getByText('0 to 40.8').first().waitFor();
  await card.getByLabel('Curve').fill('C12');
  await card.getByLabel('Left Rail Passes').fill('2');
  await card.getByLabel('Right Rail Passes').fill('3');
  await card.getByLabel('Left Rail Profile').selectOption('CPF');
  await card.getByLabel('Right Rail Profile').selectOption('New Rail');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Confirm and Submit' }).click();
  await page.getByText('Segment To 45: entered chain is out of bounds (COASTER runs from 0 to 40.8)').waitFor();
  assert.equal(await storedOn(page, 'NCTD', date), 0, 'a refused report stores nothing');
  await page.getByRole('button', { name: 'Back to Edit' }).click();
  await card.getByLabel(/Segment To/).fill('10.5');
  assert.equal(await card.getByLabel(/Length/).inputValue(), '2640');
  await page.getByRole('button', { name: 'Add another' }).click();
  await page.getByRole('button', { name: 'Cancel grind info 2' }).click();
  await page.getByText('Delete Grind Info?').waitFor();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  assert.equal(await page.getByRole('group', { name: 'Grind info 2' }).count(), 0);
  await bothTablets(page, 'nctd-flow-form');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('heading', { name: 'Grind Report Review' }).waitFor();
  // The review reads as the supervisor entered it: the length with its unit, the status in words.
  const grind = page.getByRole('table', { name: 'Grind info' });
  assert.equal(await grind.getByRole('cell', { name: '2,640' }).count(), 1, 'the length in feet, thousands grouped');
  assert.equal(await grind.getByRole('columnheader', { name: 'Length (ft)' }).count(), 1);
  assert.equal(await grind.getByRole('cell', { name: 'Complete', exact: true }).count(), 1);
  await bothTablets(page, 'nctd-flow-review');
  await page.getByRole('button', { name: 'Confirm and Submit' }).click();
  await page.getByRole('heading', { name: 'Form Submitted' }).waitFor();
  await findInDailyStats(page, date, 'COASTER', 'NCTD');
  await page.context().close();
});

// The single-page form is super's (spec 002 section 2: /grind-reports/edit and the chooser); the
// standard admins file the multi-step form (issue-10-kit's e2e, report-forms.test.ts).
for (const [site, line] of [['OTRAIN', 'TRILLIUM'], ['NCTD', 'SPRINTER']] as const) {
  test(`super files the single-page form for ${site}: spec messages, then autofill from the last report`, async () => {
    // NCTD's date is after the NCTD flow's report (day 3), so autofill reads this form's report.
    const date = site === 'OTRAIN' ? day(4) : day(2);
    const page = await signIn(world, 'admin');
    await page.goto(`${world.stack.url}/grind-reports/new?form=generic`);
    await page.getByRole('heading', { name: 'Grind Report' }).waitFor();
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await page.getByRole('alert').filter({ hasText: 'Shift date is required.' }).waitFor();
    await page.getByLabel('Shift Date').fill(date);
    // The autofill answer is held until the user has typed: on a slow network it arrives late, and
    // must not overwrite the line or shift number typed meanwhile (NCTD has the NCTD flow's report).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const reached = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/api/form/autofill?*', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.getByRole('option', { name: site }).waitFor({ state: 'attached' });
    await page.getByLabel('Customer', { exact: true }).selectOption(site);
    await reached;
    await page.getByRole('option', { name: line }).waitFor({ state: 'attached' });
    await page.getByLabel('Line', { exact: true }).selectOption(line);
    await page.getByLabel('Shift Number').fill('7');
    await page.getByLabel('Shift Type', { exact: true }).selectOption('R-Regular');
    await page.getByLabel('Grinder Type').selectOption({ index: 1 });
    await page.getByLabel('Spark Minutes').fill('95');
    await page.getByLabel('Call Time').fill('21:00');
    await page.getByLabel('Grinder Operator Name').fill(`${site} Operator`);
    release();
    await page.getByRole('status').filter({ hasText: 'Auto Populating Fields' }).waitFor({ state: 'detached' });
    await page.unroute('**/api/form/autofill?*');
    assert.equal(await page.getByLabel('Line', { exact: true }).inputValue(), line);
    assert.equal(await page.getByLabel('Shift Number').inputValue(), '7');
    assert.equal(await page.getByLabel('Grinder Operator Name').inputValue(), `${site} Operator`);
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await page.getByRole('alert').filter({ hasText: 'Grinder Operator Phone Number is Required' }).waitFor();
    assert.ok(await page.getByLabel('Grinder Operator Phone Number').evaluate((el) => el === document.activeElement), 'the focus is on the field of the first error');
    await page.getByLabel('Grinder Operator Phone Number').fill('6135550100');
    await page.getByLabel('ARM Supervisor Name').fill('Alex Kim');
    await page.getByLabel('ARM Supervisor Number').fill('6135550101');
    await page.getByLabel('Transit Representative Name').fill('Jo Park');
    await page.getByLabel('Transit Representative Number').fill('6135550102');
    await page.getByLabel('External Comments').fill(`${site} single page report`);
    const row = page.getByRole('group', { name: 'Grind info 1' });
    await row.getByLabel('Segment From').fill('10');
    await row.getByLabel('Segment To').fill('12');
    // The line's range, in the same units the server checks each end against (catalogue: docs/data.md).
    await row.getByText(site === 'OTRAIN' ? '0 to 19.1' : '0 to 21.9').first().waitFor();
    assert.equal(await row.getByLabel('Length').inputValue(), '50');
    await row.getByLabel('Curve').fill('T3');
    await row.getByLabel('Left Rail Passes').fill('2');
    await row.getByLabel('Right Rail Passes').fill('3');
    await row.getByLabel('Direction').selectOption({ index: 1 });
    assert.equal(await page.getByLabel('Total Pass Feet').inputValue(), '150');
    await bothTablets(page, `generic-form-${site.toLowerCase()}`);
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    const grind = page.getByRole('table', { name: 'Grind info' });
    assert.equal(await grind.getByRole('columnheader', { name: site === 'OTRAIN' ? 'Length (m)' : 'Length (ft)' }).count(), 1, 'the length headed with its unit');
    assert.equal(await grind.getByRole('cell', { name: 'Complete', exact: true }).count(), 1, 'the status in words');
    await axe(page, 'the single-page review');
    await shot(page, `generic-review-${site.toLowerCase()}`);
    await page.getByRole('button', { name: 'Confirm and Submit' }).click();
    await page.getByRole('heading', { name: 'Form Submitted' }).waitFor();
    await findInDailyStats(page, date, `${site} single page report`, site);

    // A new report: choosing the customer autofills from the one just filed, shift number + 1.
    await page.goto(`${world.stack.url}/grind-reports/edit`);
    await page.getByRole('option', { name: site }).waitFor({ state: 'attached' });
    await page.getByLabel('Customer', { exact: true }).selectOption(site);
    await page.waitForFunction(() => (document.getElementById('gl-rep-gen-grinderOperator') as HTMLInputElement | null)?.value !== '');
    assert.equal(await page.getByLabel('Grinder Operator Name').inputValue(), `${site} Operator`);
    assert.equal(await page.getByLabel('Shift Number').inputValue(), '8');
    await page.context().close();
  });
}

/** How many shifts of `site` the API holds on `date` (what Daily Stats reads). */
async function storedOn(page: Page, site: string, date: string): Promise<number> {
  const res = await page.request.get(`${world.stack.url}/api/dashboard/daily-stats?site=${site}&startDate=${date}&endDate=${date}`);
  return ((await res.json()) as { shifts: unknown[] }).shifts.length;
}

/** Confirms the review with the network cut: 'Waiting for network.', then sent once it is back. */
async function confirmOffline(page: Page, name: string): Promise<void> {
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Confirm and Submit' }).click();
  await page.getByText('Waiting for network.').waitFor();
  await shot(page, `${name}-waiting-for-network`);
  await page.context().setOffline(false);
  await page.getByRole('heading', { name: 'Form Submitted' }).waitFor({ timeout: 20_000 });
}

test('the NCTD flow and the single-page form filed with the network cut wait for it, then are stored exactly once', async () => {
  const page = await signIn(world, 'admin');
  const nctdDate = day(9);
  await page.goto(`${world.stack.url}/grind-reports/nctd`);
  await page.getByRole('heading', { name: 'NCTD Grind Report' }).waitFor();
  await page.getByLabel('Date').fill(nctdDate);
  await page.getByRole('option', { name: 'COASTER' }).waitFor({ state: 'attached' });
  await page.getByLabel('Line').selectOption('COASTER');
  await page.getByLabel('Grinder Type').selectOption({ index: 1 });
  const card = page.getByRole('group', { name: 'Grind info 1' });
  await card.getByLabel(/Segment From/).fill('20');
  await card.getByLabel(/Segment To/).fill('20.5');
  await card.getByLabel('Curve').fill('C4');
  await card.getByLabel('Left Rail Passes').fill('1');
  await card.getByLabel('Right Rail Passes').fill('1');
  await card.getByLabel('Left Rail Profile').selectOption('CPF');
  await card.getByLabel('Right Rail Profile').selectOption('CPF');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('heading', { name: 'Grind Report Review' }).waitFor();
  await confirmOffline(page, 'nctd-flow');
  assert.equal(await storedOn(page, 'NCTD', nctdDate), 1, 'the NCTD flow report is stored exactly once');

  const genericDate = day(10);
  await page.goto(`${world.stack.url}/grind-reports/new?form=generic`);
  await page.getByRole('heading', { name: 'Grind Report' }).waitFor();
  await page.getByLabel('Shift Date').fill(genericDate);
  await page.getByRole('option', { name: 'OTRAIN' }).waitFor({ state: 'attached' });
  await page.getByLabel('Customer', { exact: true }).selectOption('OTRAIN');
  await page.getByText('Auto Populating Fields').waitFor({ state: 'detached' });
  await page.getByRole('option', { name: 'TRILLIUM' }).waitFor({ state: 'attached' });
  await page.getByLabel('Line', { exact: true }).selectOption('TRILLIUM');
  await page.getByLabel('Shift Number').fill('31');
  await page.getByLabel('Shift Type', { exact: true }).selectOption('R-Regular');
  await page.getByLabel('Grinder Type').selectOption({ index: 1 });
  await page.getByLabel('Spark Minutes').fill('40');
  await page.getByLabel('Call Time').fill('21:00');
  for (const [label, value] of [['Grinder Operator Name', 'Offline Operator'], ['Grinder Operator Phone Number', '6135550100'], ['ARM Supervisor Name', 'Alex Kim'], ['ARM Supervisor Number', '6135550101'], ['Transit Representative Name', 'Jo Park'], ['Transit Representative Number', '6135550102']]) {
    await page.getByLabel(label).fill(value);
  }
  const row = page.getByRole('group', { name: 'Grind info 1' });
  await row.getByLabel('Segment From').fill('3');
  await row.getByLabel('Segment To').fill('5');
  await row.getByLabel('Curve').fill('T9');
  await row.getByLabel('Left Rail Passes').fill('1');
  await row.getByLabel('Right Rail Passes').fill('1');
  await row.getByLabel('Direction').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Submit Form' }).click();
  await page.getByRole('heading', { name: 'Review' }).waitFor();
  await confirmOffline(page, 'generic');
  assert.equal(await storedOn(page, 'OTRAIN', genericDate), 1, 'the single-page report is stored exactly once');
  await page.context().close();
});

test('super deletes a grind row, then all rows, then the shift on Delete Old Grind Report', async () => {
  const date = day(6);
  const page = await signIn(world, 'admin');
  const filed = await page.request.post(`${world.stack.url}/api/reports/second-flow`, {
    data: {
      submissionId: crypto.randomUUID(), customer: 'SOUNDTRANSIT', date, line: 'SouthLine', grinderType: 'LRG-24',
      grinds: [1, 2, 3].map((n) => ({ segmentFrom: n, segmentTo: n + 0.2, length: 1056, curve: `C${n}`, leftRailPasses: 1, rightRailPasses: 1, completed: 'complete', direction: 'NB', leftRailProfile: 'CPF', rightRailProfile: 'CPF' })),
    },
  });
  assert.equal(filed.status(), 201, await filed.text());
  // The second flow asks no shift type or spark minutes: its card shows neither, not 'R-Regular' and 0.
  const card = await openDailyStatsCard(page, world.stack.url, date, 'SOUNDTRANSIT', 'SouthLine');
  const cardText = await card.innerText();
  assert.ok(!/Spark minutes|Shift type/.test(cardText), `the second flow's card: ${cardText}`);
  await page.goto(`${world.stack.url}/grind-reports/delete`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('Search needs date, line and site').waitFor();
  // The day after the shift: nothing there, and the line's last shift is offered in one tap.
  await page.getByLabel('Date').fill(day(5));
  await page.getByRole('option', { name: 'SOUNDTRANSIT' }).waitFor({ state: 'attached' });
  await page.getByLabel('Customer').selectOption('SOUNDTRANSIT');
  await page.getByRole('option', { name: 'SouthLine' }).waitFor({ state: 'attached' });
  await page.getByLabel('Line').selectOption('SouthLine');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText(`No shift of SOUNDTRANSIT SouthLine on ${formatDayLabel(day(5))}.`).waitFor();
  const shown = formatDayLabel(date);
  await page.getByRole('button', { name: `Show ${shown}` }).click();
  await page.getByRole('button', { name: 'Delete grind row 2' }).click();
  assert.equal(await page.getByRole('columnheader', { name: 'Spark Min' }).count(), 0, 'no spark minutes column for the second flow');
  assert.equal(await page.getByRole('button', { name: 'delete shift' }).count(), 0, "'delete shift' only once no grind rows remain");
  await bothTablets(page, 'delete-old-report');
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await page.getByRole('button', { name: 'Delete grind row 3' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Delete All' }).click();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await page.getByRole('button', { name: 'delete shift' }).click();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
  const left = await page.request.get(`${world.stack.url}/api/reports/shifts?site=SOUNDTRANSIT&date=${date}&line=SouthLine`);
  assert.deepEqual((await left.json()).reports, []);
  await page.context().close();
});
