/**
 * The SkyTrain (elevated-rail) form end to end, in Debian's Chromium against a local stack of its
 * own: skytrainadmin sees the spec's message for a missing type of shift, files a two-row report
 * (one request), finds it in the SkyTrain viewer and daily stats and deletes it; super reaches the
 * same form from the chooser; a reload gives the draft back and a report filed offline is stored
 * once the network returns, exactly once; axe-core finds no serious or critical violation on the form and its
 * review, on a 10-inch tablet in landscape and portrait.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { formatDayLabel } from '@grindline/domain';
import { shot, signIn, startWorld, type E2eWorld } from '../support/browser';
import { waitForDraft } from '../support/drafts';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
});
after(async () => {
  await world?.stop();
});

const REPORT_DATE = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

async function noSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `axe on ${where}`);
}

async function fillShift(page: Page, operator: string) {
  await page.getByRole('option', { name: 'EXPO' }).waitFor({ state: 'attached' });
  await page.getByLabel('Line *').selectOption('EXPO');
  await page.getByLabel('Date *').fill(REPORT_DATE);
  await page.getByLabel('Operator *').fill(operator);
  await page.getByLabel('Type of Shift *').selectOption('R-Regular');
  await page.getByLabel('Grinder Type *').selectOption('TG8-5');
  await page.getByLabel('Stone Type *').selectOption('coarse');
  await page.getByLabel('Spark Mins').fill('140');
  await page.getByLabel('Available Track Time (minutes)').fill('200');
  await page.getByLabel('External Comments').fill('Expo line night grind');
}

async function fillRow(page: Page, index: number, row: { from: string; to: string; status?: string; direction?: string; comments?: string }) {
  const group = page.getByRole('group', { name: `Grind row ${index + 1}` });
  if (row.status) await group.getByLabel('Complete/Incomplete').selectOption({ label: row.status });
  if (row.direction) await group.getByLabel('Direction').selectOption(row.direction);
  await group.getByLabel('Segment From').fill(row.from);
  await group.getByLabel('Segment To').fill(row.to);
  await group.getByLabel('Curve Type').selectOption('Tangent');
  await group.getByLabel('Left Passes').fill('2');
  await group.getByLabel('Right Passes').fill('3');
  if (row.comments) await group.getByLabel('Row Comments').fill(row.comments);
}

test('skytrainadmin files a SkyTrain report in one request, finds it in the viewer and daily stats, deletes it', async () => {
  const page = await signIn(world, 'skytrainadmin');
  const url = world.stack.url;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/grind-reports/new`);
  await page.getByRole('heading', { name: 'SkyTrain Grind Report' }).waitFor();
  await page.getByRole('button', { name: 'Submit Form' }).click();
  await page.getByText('Type of shift is required.').waitFor();

  await fillShift(page, 'Avery Sandhu');
  await fillRow(page, 0, { from: '100', to: '120' });
  await page.getByRole('button', { name: 'Add row' }).click();
  await fillRow(page, 1, { from: '120', to: '124', status: 'Incomplete', direction: 'OB', comments: 'Rail burn at segment 122, two extra passes needed' });
  assert.equal(await page.getByRole('group', { name: 'Grind row 1' }).getByLabel('Length (m)').inputValue(), '500');
  await noSeriousViolations(page, 'the SkyTrain form (1280x800)');
  await shot(page, 'skytrain-form-landscape');
  await page.setViewportSize({ width: 800, height: 1280 });
  const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  assert.equal(scrollsSideways, false, 'no horizontal scrolling in portrait');
  await noSeriousViolations(page, 'the SkyTrain form (800x1280)');
  await shot(page, 'skytrain-form-portrait');

  await page.getByRole('button', { name: 'Submit Form' }).click();
  await page.getByRole('heading', { name: 'Grind Report Review' }).waitFor();
  await noSeriousViolations(page, 'the SkyTrain review');
  await shot(page, 'skytrain-review');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/reports/')) posts.push(r.url());
  });
  await page.getByRole('button', { name: 'Confirm and Submit' }).click();
  await page.getByRole('heading', { name: 'Form Submitted' }).waitFor();
  assert.equal(posts.length, 1, 'the shift and both rows are one request');
  await shot(page, 'skytrain-submitted');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/grind-reports/view`);
  await page.getByRole('heading', { name: 'SkyTrain Shift Reports' }).waitFor();
  await page.getByLabel('Pick a Date').fill(REPORT_DATE);
  await page.getByRole('button', { name: 'Get Report' }).click();
  await page.getByText('Avery Sandhu').first().waitFor();
  assert.ok(await page.getByRole('cell', { name: 'R-Regular' }).first().isVisible(), 'the sky train viewer shows the shift type');
  await shot(page, 'skytrain-viewer');
  // On a portrait tablet a shift's fields are a card: every one inside the screen, none past its edge.
  await page.setViewportSize({ width: 800, height: 1280 });
  const fieldEdges = await page.getByRole('region', { name: /^Shift \d+$/ }).first().getByRole('cell').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().right));
  assert.equal(fieldEdges.length, 9, 'the sky train summary has nine fields');
  assert.ok(fieldEdges.every((right) => right <= 800), `every field inside the 800 px screen: ${fieldEdges.join(', ')}`);
  // Its segments too: the row comment is a line under its segment, not a ninth column past the edge.
  const segments = page.getByRole('region', { name: 'Grind segments' }).first();
  assert.deepEqual(await segments.evaluate((e) => [e.scrollWidth <= e.clientWidth, e.clientWidth]), [true, 768], 'the segments fit the portrait tablet');
  assert.ok(await segments.getByRole('cell', { name: 'Comments: Rail burn at segment 122, two extra passes needed' }).isVisible(), 'the comment under its segment');
  await noSeriousViolations(page, 'the SkyTrain viewer (800x1280)');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`${url}/dash`);
  await page.getByLabel('Date from').fill(REPORT_DATE);
  await page.getByLabel('Date to').fill(REPORT_DATE);
  const card = page.getByRole('button', { name: 'Show more' }).first();
  await card.waitFor();
  await card.click();
  await page.getByText('Expo line night grind').first().waitFor();

  await page.goto(`${url}/grind-reports/view`);
  await page.getByLabel('Pick a Date').fill(REPORT_DATE);
  await page.getByRole('button', { name: 'Get Report' }).click();
  await page.getByRole('button', { name: 'Delete shift report entry' }).click();
  await page.getByText('This will delete the shift report entry from the database').waitFor();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  await page.getByText('Avery Sandhu').first().waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Get Report' }).click();
  await page.getByText(`No report found for ${formatDayLabel(REPORT_DATE)}.`).waitFor();
  await page.context().close();
});

test('super chooses the SkyTrain form from the chooser; an NCTD admin gets 403 from the SkyTrain lookups', async () => {
  const page = await signIn(world, 'admin');
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await page.getByRole('link', { name: /SkyTrain grind report/ }).click();
  await page.getByRole('heading', { name: 'SkyTrain Grind Report' }).waitFor();
  await page.context().close();
  const nctd = await signIn(world, 'nctdadmin');
  const refused = await nctd.request.get(`${world.stack.url}/api/form/lines?site=SKYTRAIN`);
  assert.equal(refused.status(), 403);
  const own = await nctd.request.get(`${world.stack.url}/api/form/lines?site=NCTD`);
  assert.deepEqual(await own.json(), { site: 'NCTD', lines: ['COASTER', 'SPRINTER'] });
  await nctd.context().close();
});

test('skytrainadmin gets the draft back after a reload, files with the network cut, and the report is stored once', async () => {
  const date = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
  const page = await signIn(world, 'skytrainadmin');
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await page.getByRole('option', { name: 'EXPO' }).waitFor({ state: 'attached' });
  await page.getByLabel('Line *').selectOption('EXPO');
  await page.getByLabel('Date *').fill(date);
  await page.getByLabel('Operator *').fill('Offline Crew');
  await waitForDraft(page, ['Offline Crew', date]);
  await page.reload();
  await page.getByText('Draft restored').waitFor();
  assert.equal(await page.getByLabel('Operator *').inputValue(), 'Offline Crew');
  await page.getByLabel('Type of Shift *').selectOption('OT-Overtime');
  await page.getByLabel('Grinder Type *').selectOption('TG8-6');
  await page.getByLabel('Stone Type *').selectOption('fine');
  await fillRow(page, 0, { from: '200', to: '210' });
  await page.getByRole('button', { name: 'Submit Form' }).click();
  await page.getByRole('heading', { name: 'Grind Report Review' }).waitFor();
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Confirm and Submit' }).click();
  await page.getByText('Waiting for network.').waitFor();
  await shot(page, 'skytrain-waiting-for-network');
  await page.context().setOffline(false);
  await page.getByRole('heading', { name: 'Form Submitted' }).waitFor({ timeout: 20_000 });
  const stored = await page.evaluate(async (d) => {
    const res = await fetch(`/api/reports/skytrain?date=${d}`);
    return ((await res.json()) as { reports: { grinderOperator: string }[] }).reports.filter((r) => r.grinderOperator === 'Offline Crew').length;
  }, date);
  assert.equal(stored, 1, 'stored exactly once');
  await page.context().close();
});
