/**
 * The report forms on the form kit, in Debian's Chromium against a stack of their own: the
 * standard multi-step form filed end to end by an O-Train admin, its draft back after a reload,
 * BART and standard reports filed with the network cut (Chromium's offline emulation) and stored
 * exactly once after reconnecting, the forms loading offline from the service worker, axe-core on
 * every screen, and the tablet viewports without sideways scrolling.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { scrollsSideways, seriousViolations } from '../support/a11y';
import { ARTIFACTS, shot, signIn, startWorld, type E2eWorld } from '../support/browser';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
});
after(async () => {
  await world?.stop();
});

const SCREENS = join(import.meta.dirname ?? __dirname, '..', '..', 'docs', 'screens');
/** A screenshot kept in docs/screens (the ones a reader of the README looks at). */
async function keep(page: Page, name: string) {
  await shot(page, name);
  mkdirSync(SCREENS, { recursive: true });
  copyFileSync(join(ARTIFACTS, `${name}.png`), join(SCREENS, `${name}.png`));
}

async function assertAccessible(page: Page, where: string) {
  const found = await seriousViolations(page);
  assert.deepEqual(found, [], `axe: serious or critical violations on ${where}`);
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** Fills steps 1 to 4 of the standard form for O-Train with one grind entry; answers the line. */
async function fillStandard(page: Page, date: string, shiftNum: string, check?: (step: string) => Promise<void>) {
  await page.getByRole('heading', { name: 'Complete New Grind Report' }).waitFor();
  await page.getByLabel('Date *').fill(date);
  const customer = page.getByLabel('Customer *');
  await customer.locator('option[value="OTRAIN"]').waitFor({ state: 'attached' });
  await customer.selectOption('OTRAIN');
  const line = page.getByLabel('Line *');
  await line.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await line.selectOption({ index: 1 });
  const lineName = await line.inputValue();
  await check?.('step-1');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Shift Number *').waitFor();
  await page.getByLabel('Shift Number *').fill(shiftNum);
  await page.getByLabel('Shift Type *').selectOption('R-Regular');
  await page.getByLabel('Work Type *').selectOption({ index: 1 });
  const grinder = page.getByLabel('Grinder Type *');
  await grinder.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await grinder.selectOption({ index: 1 });
  const stone = page.getByLabel('Stone Type *');
  await stone.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await stone.selectOption({ index: 1 });
  await page.getByLabel('Spark Minutes *').fill('30');
  for (const [label, time] of [['Call Time *', '20:00'], ['Departed Time *', '21:00'], ['Start Time *', '22:00'], ['Stop Time *', '23:00'], ['Grinder Tie-Up Time *', '23:30']]) {
    await page.getByLabel(label).fill(time);
  }
  await page.getByLabel('Grinder Tie-Up Location *').fill('Walkley Yard');
  await page.getByLabel('ARM Tie-Up Location *').fill('Walkley Yard');
  await page.getByLabel('Machine Delay (minutes) *').fill('0');
  await page.getByLabel('Customer Delay (minutes) *').fill('15');
  await check?.('step-2');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Grinder Operator *').waitFor();
  await page.getByLabel('Grinder Operator *').fill('Dana Ortiz');
  await page.getByLabel('ARM Supervisor *').fill('Lee Chan');
  await page.getByLabel('ARM Supervisor Phone *').fill('6135550101');
  await page.getByLabel('Transit Rep *').fill('Sam Roy');
  await page.getByLabel('Transit Rep Phone *').fill('6135550102');
  await page.getByLabel('External Comments').fill('Night shift east of the yard');
  await page.getByRole('button', { name: 'Next' }).click();

  const entry = page.getByRole('group', { name: 'Grind entry 1' });
  await entry.waitFor();
  const bounds = await page.getByText(/^Line .*: from [\d.]+ to [\d.]+$/).textContent();
  const [, min, max] = /from ([\d.]+) to ([\d.]+)$/.exec(bounds ?? '') ?? [];
  const from = Number(min);
  const to = Math.min(Number(max), from + 0.5);
  await entry.getByLabel('Segment From *').fill(from.toFixed(2));
  await entry.getByLabel('Segment To *').fill(to.toFixed(2));
  await entry.getByLabel('Curve/Tangent Number *').fill('T12');
  const profile = entry.getByLabel('Profile Left *');
  await profile.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await profile.selectOption({ index: 1 });
  await entry.getByLabel('Profile Right *').selectOption({ index: 1 });
  await entry.getByLabel('Passes Left *').fill('2');
  await entry.getByLabel('Passes Right *').fill('3');
  await check?.('step-4');
  await entry.getByRole('button', { name: 'Next: confirm grind entry 1' }).click();
  await page.getByRole('button', { name: 'submit grind info' }).click();
  await page.getByText('Submitted 4/4 forms').waitFor();
  return lineName;
}

/** The stored O-Train shifts of a date with that shift id (through the API, as the dashboards read them). */
async function storedShifts(page: Page, date: string, shiftId: string): Promise<number> {
  return page.evaluate(
    async ({ date, shiftId }) => {
      const res = await fetch(`/api/dashboard/daily-stats?site=OTRAIN&startDate=${date}&endDate=${date}`);
      const { shifts } = (await res.json()) as { shifts: Array<{ shiftId: string }> };
      return shifts.filter((s) => s.shiftId === shiftId).length;
    },
    { date, shiftId },
  );
}

test('an O-Train admin files the multi-step Complete New Grind Report end to end; every screen passes axe', async () => {
  const page = await signIn(world, 'otrainadmin');
  const date = daysAgo(1);
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await fillStandard(page, date, '7', async (step) => {
    await assertAccessible(page, `standard ${step}`);
    if (step === 'step-4') await keep(page, 'standard-form-step4');
  });
  await keep(page, 'standard-form-steps-done');
  await assertAccessible(page, 'standard summary cards');

  await page.getByRole('button', { name: 'SHOW DATA' }).click();
  await page.getByRole('heading', { name: 'SHOW DATA' }).waitFor();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await submit.waitFor();
  await keep(page, 'standard-review');
  await assertAccessible(page, 'standard review');
  await submit.click();
  await page.getByRole('heading', { name: 'Thanks' }).waitFor();
  const shiftId = (await page.locator('.gl-rep-shift-id').textContent())!.trim();
  assert.match(shiftId, new RegExp(`^${date.replaceAll('-', '')}007\\d{2}$`));
  await page.getByText(/Internal report|reports queued/).first().waitFor();
  await keep(page, 'standard-thanks');
  assert.equal(await storedShifts(page, date, shiftId), 1);
  await page.context().close();
});

test('a reload in the middle of the standard form gets the draft back, and Discard empties it', async () => {
  const page = await signIn(world, 'otrainadmin');
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await page.getByLabel('Date *').fill(daysAgo(2));
  const customer = page.getByLabel('Customer *');
  await customer.locator('option[value="OTRAIN"]').waitFor({ state: 'attached' });
  await customer.selectOption('OTRAIN');
  await page.getByLabel('Line *').locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await page.getByLabel('Line *').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Shift Number *').fill('42');
  await page.getByLabel('Spark Minutes *').fill('17');
  // The spec's words where the spec puts them: a Regular shift's times out of order, focus on the field.
  await page.getByLabel('Shift Type *').selectOption('R-Regular');
  for (const [label, time] of [['Call Time *', '22:00'], ['Departed Time *', '21:00'], ['Start Time *', '22:30'], ['Stop Time *', '23:00'], ['Grinder Tie-Up Time *', '23:30']]) {
    await page.getByLabel(label).fill(time);
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('ERROR: times are not consecutive').waitFor();
  await page.getByText('complete all fields').first().waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')), 'true', 'focus is on the first field in error');
  await page.waitForTimeout(300);
  await page.reload();
  await page.getByText('Draft restored').waitFor();
  assert.equal(await page.getByLabel('Shift Number *').inputValue(), '42');
  assert.equal(await page.getByLabel('Spark Minutes *').inputValue(), '17');
  assert.ok(await page.getByText('Submitted 1/4 forms').isVisible(), 'step 1 stays submitted');
  await keep(page, 'standard-draft-restored');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByText('Submitted 0/4 forms').waitFor();
  assert.equal(await page.getByLabel('Date *').inputValue(), '');
  await page.reload();
  await page.getByRole('heading', { name: 'Complete New Grind Report' }).waitFor();
  await page.waitForTimeout(300);
  assert.equal(await page.getByText('Draft restored').count(), 0);
  await page.context().close();
});

test('a standard report filed with the network cut waits, loads offline from the service worker, and is stored exactly once after reconnecting', async () => {
  const page = await signIn(world, 'otrainadmin');
  const date = daysAgo(3);
  await page.goto(`${world.stack.url}/grind-reports/new`);
  // The service worker is installed (shell and the reports remote cached) once the page has loaded.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // ... and the signed-in user's session answer is kept for an offline start-up.
  await page.waitForFunction(async () => (await caches.has('gl-session')) && (await caches.has('gl-remotes')));
  await fillStandard(page, date, '8');
  await page.getByRole('button', { name: 'SHOW DATA' }).click();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await submit.waitFor();

  await page.context().setOffline(true);
  await submit.click();
  await page.getByText('Waiting for network.').waitFor();
  await keep(page, 'standard-waiting-for-network');

  // Still offline: a reload is answered by the service worker, the form and the queued report come back.
  await page.reload();
  await page.getByRole('heading', { name: 'Complete New Grind Report' }).waitFor();
  await page.getByText('Waiting for network.').waitFor();
  assert.ok(await page.getByText('Submitted 4/4 forms').isVisible());

  await page.context().setOffline(false);
  await page.getByRole('heading', { name: 'Thanks' }).waitFor({ timeout: 20_000 });
  const shiftId = (await page.locator('.gl-rep-shift-id').textContent())!.trim();
  assert.equal(await storedShifts(page, date, shiftId), 1, 'stored exactly once');
  await page.context().close();
});

test('a BART report confirmed with the network cut is sent once when the network returns; BART screens pass axe', async () => {
  const page = await signIn(world, 'bartadmin');
  const date = daysAgo(4);
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await page.getByLabel('Person in Charge').fill('Dana Ortiz');
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Grinder Type').selectOption('5062');
  await page.getByLabel('Stone Type').selectOption({ index: 1 });
  await page.getByLabel('Start Grinding Time').fill('23:30');
  await page.getByLabel('Quit Grinding Time').fill('04:15');
  await page.getByLabel('Line').selectOption('A');
  const row = page.getByRole('group', { name: 'Grind row 1' });
  await row.getByLabel('Segment Type').selectOption('Open Track');
  await row.getByLabel('Begin MP').fill('1.00');
  await row.getByLabel('End MP').fill('1.50');
  await row.getByLabel('Passes Left').fill('3');
  await row.getByLabel('Passes Right').fill('3');
  await assertAccessible(page, 'BART form');
  await page.reload();
  await page.getByText('Draft restored').waitFor();
  assert.equal(await row.getByLabel('End MP').inputValue(), '1.50');

  await page.getByRole('button', { name: 'Submit Form' }).click();
  const confirm = page.getByRole('button', { name: 'Confirm and Submit' });
  await confirm.waitFor();
  await assertAccessible(page, 'BART review');
  await page.context().setOffline(true);
  await confirm.click();
  await page.getByText('Waiting for network.').waitFor();
  await keep(page, 'bart-waiting-for-network');
  await page.context().setOffline(false);
  await page.getByRole('heading', { name: 'Form Submitted' }).waitFor({ timeout: 20_000 });
  const count = await page.evaluate(async (d) => {
    const res = await fetch(`/api/reports/bart?date=${d}`);
    return ((await res.json()) as { reports: unknown[] }).reports.length;
  }, date);
  assert.equal(count, 1, 'stored exactly once');
  await page.context().close();
});

test('on a 10-inch tablet, landscape and portrait, the forms need no sideways scrolling and pass axe', async () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 800, height: 1280 },
  ]) {
    const page = await signIn(world, 'admin');
    await page.setViewportSize(viewport);
    const name = `${viewport.width}x${viewport.height}`;
    await page.goto(`${world.stack.url}/grind-reports/new?form=standard`);
    await fillStandard(page, daysAgo(5), '9', async (step) => {
      if (step !== 'step-2') return;
      assert.equal(await scrollsSideways(page), false, `standard ${step} at ${name}`);
      await keep(page, `standard-tablet-${name}`);
    });
    await page.getByRole('button', { name: 'SHOW DATA' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
    assert.equal(await scrollsSideways(page), false, `standard review at ${name}`);
    await assertAccessible(page, `standard review at ${name}`);
    await page.goto(`${world.stack.url}/grind-reports/new?form=bart`);
    await page.getByLabel('Person in Charge').waitFor();
    assert.equal(await scrollsSideways(page), false, `BART form at ${name}`);
    await keep(page, `bart-tablet-${name}`);
    await page.context().close();
  }
});
