/**
 * The dashboards end to end (issue 13), in Debian's Chromium against a local stack of its own:
 * reports filed through the services (so their aggregates are written as in production), then
 * every dashboard tab opened by each role that may see it and refused to the others, a few
 * figures checked against the filed reports, and a chart's CSV downloaded through Highcharts'
 * exporting menu.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { accessFor, dashboardTabs, lastTwelveMonths, type ShiftReport } from '@grindline/domain';
import { shot, signIn, startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;

// 2019: the multi-site dashboard's range of spec 001 section 2.6 (2019-01-01 to 2020-01-01), chosen on the tab.
const FILED: Array<Partial<ShiftReport> & Pick<ShiftReport, 'shiftId' | 'site' | 'date'>> = [
  { shiftId: '2019031100101', site: 'NCTD', date: '2019-03-11', grinderType: '5062', sparkMin: 120, feetComp: 5280, passFeet: 10560 },
  { shiftId: '2019031200101', site: 'NCTD', date: '2019-03-12', grinderType: '5062', sparkMin: 180, feetComp: 2640, passFeet: 5280 },
  { shiftId: '2019061200101', site: 'NCTD', date: '2019-06-12', grinderType: 'LRG-7', sparkMin: 60, feetComp: 2640, passFeet: 2640, shiftType: 'OT-Overtime' },
  { shiftId: '2019051500101', site: 'MBTA', date: '2019-05-15', grinderType: 'LRG-24', sparkMin: 90, feetComp: 1320, passFeet: 2640 },
  // NYCT in 2018, outside the multi-site default range: one IRT and one IND shift (the division filter).
  ...([['2018060400101', '2018-06-04', 'IRT_BB', 'IRT_BB_1', 100, 2640], ['2018060500105', '2018-06-05', 'IND_EA', 'IND_EA_2', 200, 5280]] as const).map(([shiftId, date, line, trackId, sparkMin, feet]) => ({
    shiftId, site: 'NYCT', date, line, grinderType: 'LPC-1', sparkMin, feetComp: feet, passFeet: feet,
    ranges: [{ trackId, direction: '1', from: 0, to: 1, length: feet, passesLeft: 1, passesRight: 1, complete: true }],
  })),
];

before(async () => {
  world = await startWorld();
  // Loaded after the stack set the environment: the services read it when their modules load.
  const { fileReport } = await import('../../functions/src/services/file-report');
  for (const [i, r] of FILED.entries()) {
    await fileReport(
      {
        variant: 'standard',
        line: 'Coaster',
        stoneType: '10V',
        grinderOperator: 'E2E',
        shiftType: 'R-Regular',
        availableTrackTime: '04:00',
        feetIncomp: 0,
        comments: '',
        ranges: [{ trackId: 'COASTER_1', direction: '1', from: 0, to: 1, length: r.feetComp ?? 0, passesLeft: 2, passesRight: 2, complete: true }],
        createdAt: `${r.date}T08:00:00.000Z`,
        createdBy: 'e2e',
        submissionId: `e2e-dash-${i}`,
        grinderType: '5062',
        sparkMin: 0,
        passFeet: 0,
        feetComp: 0,
        ...r,
      } as ShiftReport,
      'taken',
      { mail: false },
    );
  }
});
after(async () => {
  await world?.stop();
});

const TAB_SLUGS: Record<string, string> = { 'Daily Stats': 'daily-stats', 'Across Site': 'across-site', 'Performance Metrics': 'performance-metrics', 'NYCT Report': 'nyct-report' };
const BUILT = Object.keys(TAB_SLUGS);

test('each role opens the tabs it may and is refused the others', async () => {
  for (const [user, role] of [['admin', 'admin'], ['adminreadonly', 'adminReadOnly'], ['bartadmin', 'BARTadmin'], ['nyctadmin', 'NYCTadmin'], ['mbta', 'MBTA']] as const) {
    const page = await signIn(world, user);
    const allowed: string[] = dashboardTabs(accessFor(role)).filter((t) => BUILT.includes(t));
    for (const tab of BUILT) {
      await page.goto(`${world.stack.url}/dash?tab=${TAB_SLUGS[tab]}`);
      if (allowed.includes(tab)) {
        await page.getByRole('tab', { name: tab, selected: true }).waitFor();
        await page.getByRole('tabpanel', { name: tab }).waitFor();
      } else {
        // A tab the role may not see is not offered; the URL falls back to the first tab.
        await page.getByRole('tab', { name: allowed[0], selected: true }).waitFor();
        assert.equal(await page.getByRole('tab', { name: tab }).count(), 0, `${user} must not see ${tab}`);
      }
    }
    // The server refuses too: every site's figures are for multi-site admins only.
    const all = await page.evaluate(async () => (await fetch('/api/dashboard/overview?site=ALL&startDate=2019-01-01&endDate=2020-01-01')).status);
    assert.equal(all, ['admin', 'adminreadonly'].includes(user) ? 200 : 403, `${user} overview ALL`);
    await page.context().close();
  }
});

test('admin sees the multi-site figures of the filed reports and downloads a chart as CSV', async () => {
  const page = await signIn(world, 'admin');
  await page.goto(`${world.stack.url}/dash?tab=across-site`);
  await page.getByLabel('Data From').waitFor();
  // The tab opens on the last 12 months (spec 001 section 9); the filed reports are of 2019.
  const open = lastTwelveMonths(new Date().toISOString().slice(0, 10));
  assert.equal(await page.getByLabel('Data From').inputValue(), open.startDate);
  assert.equal(await page.getByLabel('To', { exact: true }).inputValue(), open.endDate);
  await page.getByLabel('Data From').fill('2019-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  const shifts = page.locator('figure[data-chart-id="shifts"]');
  await shifts.locator('svg.highcharts-root').waitFor({ timeout: 30_000 });
  // 4 shifts filed in 2019 (3 NCTD, 1 MBTA); the donut's hole shows the total.
  assert.equal((await shifts.locator('.highcharts-subtitle').textContent())?.trim(), '4');
  const miles = page.locator('figure[data-chart-id="completed-miles"]');
  assert.equal((await miles.locator('.highcharts-subtitle').textContent())?.trim(), '2.25 mi', 'the total in the hole carries its unit');
  await page.waitForFunction(() => document.querySelectorAll('figure[data-chart-id] svg.highcharts-root').length === 14, undefined, { timeout: 30_000 });
  await shot(page, 'dashboard-across-site-1280');

  await shifts.locator('.highcharts-contextbutton').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('Download CSV').click()]);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  assert.match(csv, /"NCTD",3/);
  assert.match(csv, /"MBTA",1/);

  // The Sites and Charts checkbox groups (spec 001 section 2.11) choose among the answer.
  await page.getByRole('checkbox', { name: 'MBTA', exact: true }).uncheck();
  await page.waitForFunction(() => document.querySelector('figure[data-chart-id="shifts"] .highcharts-subtitle')?.textContent?.trim() === '3');
  assert.deepEqual(await page.getByRole('list', { name: 'Sites' }).getByRole('listitem').allTextContents(), ['NCTD']);
  await page.getByRole('checkbox', { name: 'All charts' }).uncheck();
  await page.getByRole('checkbox', { name: 'Grinder Type' }).check();
  await page.locator('figure[data-chart-id="grinder-types"] svg.highcharts-root').waitFor();
  assert.equal(await page.locator('figure[data-chart-id]').count(), 1);
  // With MBTA out, 'All sites' is unticked (mixed): ticking it takes every site back, unticking clears them.
  await page.getByRole('checkbox', { name: 'All sites' }).check();
  await page.getByRole('checkbox', { name: 'All sites' }).uncheck();
  await page.getByText('select site(s)').waitFor();
  await page.getByRole('checkbox', { name: 'All sites' }).check();
  await page.getByRole('checkbox', { name: 'All charts' }).check();
  await page.waitForFunction(() => document.querySelectorAll('figure[data-chart-id] svg.highcharts-root').length === 14, undefined, { timeout: 30_000 });
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await shot(page, 'dashboard-across-site-800');
  await page.context().close();
});

test('NCTD sees its performance and, with a plan, its monthly report', async () => {
  const admin = await signIn(world, 'admin');
  const put = await admin.evaluate(async () => {
    const answer = await fetch('/api/dashboard/site-plans/NCTD', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ goalFeet: 52800, phases: [{ phase: 1, startDate: '2019-01-01', endDate: '2019-12-31', tracks: [{ trackId: 'COASTER_1', line: 'Coaster', lengthFeet: 52800 }] }] }),
    });
    return answer.status;
  });
  assert.equal(put, 200);
  await admin.context().close();

  const page = await signIn(world, 'nctdadmin');
  await page.goto(`${world.stack.url}/dash?tab=performance-metrics`);
  await page.getByLabel('Start date', { exact: true }).fill('2019-01-01');
  await page.getByLabel('End date', { exact: true }).fill('2019-12-31');
  const totals = page.getByRole('definition');
  await page.getByText('Spark Minutes per Shift').waitFor();
  // 3 NCTD shifts, 360 spark minutes, 10,560 ft = 2 miles completed.
  assert.deepEqual((await totals.allTextContents()).slice(0, 3), ['3', '360', '2']);
  await page.locator('figure[data-chart-id="cumulative-completed"] svg.highcharts-root').waitFor({ timeout: 30_000 });
  await shot(page, 'dashboard-performance-1280');
  // The grinder filter: LRG-7 worked one NCTD shift of 60 spark minutes.
  await page.getByLabel('Grinder', { exact: true }).selectOption('LRG-7');
  await page.waitForFunction(() => [...document.querySelectorAll('.gl-dash-totals dd')].slice(0, 2).map((d) => d.textContent).join() === '1,60');
  await page.getByLabel('Grinder', { exact: true }).selectOption('');

  await page.getByLabel('View', { exact: true }).selectOption('monthly');
  await page.getByLabel('Report End Date', { exact: true }).fill('2019-06-30');
  await page.getByText('MTD: 2019-05-30 to 2019-06-30').waitFor();
  await page.getByRole('button', { name: 'Show Table' }).first().click();
  // June's 0.5 mile this month, 1.5 miles before it, of the phase's 10 miles.
  await page.getByRole('row', { name: 'Completed this Month 0.50 5.00 %' }).waitFor();
  await page.getByRole('row', { name: 'Remaining Track Not Ground 8.00 80.00 %' }).waitFor();
  await shot(page, 'dashboard-monthly-1280');

  await page.getByLabel('View', { exact: true }).selectOption('site');
  await page.getByLabel('Start date', { exact: true }).fill('2030-01-01');
  await page.getByLabel('End date', { exact: true }).fill('2030-02-01');
  await page.getByText('No data found for the given time span').first().waitFor();
  await page.getByLabel('Start date', { exact: true }).fill('2019-01-01');
  await page.getByLabel('End date', { exact: true }).fill('2019-07-01');
  await page.locator('figure[data-chart-id="completed-over-time"] svg.highcharts-root').waitFor({ timeout: 30_000 });
  assert.match((await page.locator('figure[data-chart-id="completed-over-time"]').textContent()) ?? '', /Project Goal/);
  await shot(page, 'dashboard-site-1280');
  await page.context().close();
});

test('NYCT narrows its performance to one division', async () => {
  const page = await signIn(world, 'nyctadmin');
  await page.goto(`${world.stack.url}/dash?tab=performance-metrics`);
  await page.getByLabel('Start date', { exact: true }).fill('2018-06-01');
  await page.getByLabel('End date', { exact: true }).fill('2018-06-30');
  const firstTotals = (text: string) => page.waitForFunction((want) => [...document.querySelectorAll('.gl-dash-totals dd')].slice(0, 3).map((d) => d.textContent).join() === want, text);
  // Both divisions: 2 shifts, 300 spark minutes, 1.5 miles; IND alone: its 1 shift, 200 minutes, 1 mile.
  await firstTotals('2,300,1.5');
  await page.getByLabel('Division', { exact: true }).selectOption('IND');
  await firstTotals('1,200,1');
  // A reload keeps what was chosen (the tab's filters are kept for the browser tab's session).
  await page.reload();
  await firstTotals('1,200,1');
  assert.equal(await page.getByLabel('Division', { exact: true }).inputValue(), 'IND');
  assert.equal(await page.getByLabel('Start date', { exact: true }).inputValue(), '2018-06-01');
  await page.context().close();
});

test('an administrator edits a site plan on the Monthly Report and its figures move', async () => {
  const page = await signIn(world, 'adminmgmt');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${world.stack.url}/dash?tab=performance-metrics`);
  // Nothing chosen yet: every performance chart says so (spec 001 section 2.12).
  await page.getByText('select site(s)').first().waitFor();
  assert.equal(await page.getByText('select site(s)').count(), 5);
  await shot(page, 'dashboard-performance-select-sites-1280');
  await page.getByLabel('View', { exact: true }).selectOption('monthly');
  await page.getByLabel('Site', { exact: true }).selectOption('NCTD');
  await page.getByLabel('Report End Date', { exact: true }).fill('2019-06-30');
  await page.getByRole('button', { name: 'Show Table' }).first().click();
  await page.getByRole('row', { name: 'Remaining Track Not Ground 8.00 80.00 %' }).waitFor();

  await page.getByRole('button', { name: 'Edit site plan' }).click();
  const length = page.getByLabel('Phase 1 length of COASTER_1');
  await length.fill('0');
  await page.getByRole('button', { name: 'Save site plan' }).click();
  await page.getByText('Phase 1 length of COASTER_1 must be a number more than 0 and at most 10000000').waitFor();
  await shot(page, 'dashboard-site-plan-error-1280');
  // Phase 1 is now 5 miles: 2 of them ground by the end of June.
  await length.fill('26400');
  await page.getByRole('button', { name: 'Save site plan' }).click();
  await page.getByText('Site plan of NCTD saved.').waitFor();
  await page.getByRole('row', { name: 'Remaining Track Not Ground 3.00 60.00 %' }).waitFor();
  await page.getByRole('row', { name: 'Completed this Month 0.50 10.00 %' }).waitFor();
  await shot(page, 'dashboard-monthly-after-plan-1280');
  await page.getByRole('button', { name: 'Edit site plan' }).click();
  await page.setViewportSize({ width: 800, height: 1280 });
  await shot(page, 'dashboard-site-plan-800');
  await page.context().close();

  // The server refuses the others, whatever the screen shows them.
  const nctd = await signIn(world, 'nctdadmin');
  await nctd.goto(`${world.stack.url}/dash?tab=performance-metrics`);
  await nctd.getByLabel('View', { exact: true }).selectOption('monthly');
  await nctd.getByText(/MTD: /).waitFor();
  assert.equal(await nctd.getByRole('button', { name: 'Edit site plan' }).count(), 0);
  const refused = await nctd.evaluate(async () => (await fetch('/api/dashboard/site-plans/NCTD', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ goalFeet: null, phases: [] }) })).status);
  assert.equal(refused, 403);
  await nctd.context().close();
});
