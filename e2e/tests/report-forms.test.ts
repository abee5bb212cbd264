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
import { keyboardUser } from '../support/keyboard';

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
/** A date typed into Chromium's date field (en-US): the digits of month, day, year. */
const dateKeys = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

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
  const lineName = await fillStandard(page, date, '7', async (step) => {
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

  // On screen: Daily Stats for its date (an O-Train admin sees O-Train only), then its viewer.
  await page.goto(`${world.stack.url}/dash`);
  await page.getByLabel('Date from').fill(date);
  await page.getByLabel('Date to').fill(date);
  const card = page.getByRole('listitem', { name: new RegExp(`OTRAIN · ${lineName}$`) });
  await card.getByRole('button', { name: 'Show more' }).click();
  await card.getByText('Night shift east of the yard').waitFor();
  await card.getByRole('table').waitFor();
  assert.equal(await card.getByRole('table').getByRole('row').count(), 2, 'its one grind range under the header');
  await keep(page, 'standard-in-daily-stats');
  await card.getByRole('link', { name: 'History' }).click();
  await page.getByRole('heading', { name: `History of shift ${shiftId}` }).waitFor();
  await page.getByRole('heading', { name: /^Version 1: Filed by otrainadmin/ }).waitFor();
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

/** The form kit's outbox on this device (IndexedDB), as the page holds it. */
function outboxEntries(page: Page): Promise<Array<{ status: string; body: Record<string, unknown> }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('grindline-form-kit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => resolve(all.result as Array<{ status: string; body: Record<string, unknown> }>);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test('a report queued offline whose shift id is filed meanwhile shows both versions, drops nothing, and is re-filed', async () => {
  const page = await signIn(world, 'otrainadmin');
  const date = daysAgo(8);
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await fillStandard(page, date, '12');
  await page.getByRole('button', { name: 'SHOW DATA' }).click();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await submit.waitFor();
  await page.context().setOffline(true);
  await submit.click();
  await page.getByText('Waiting for network.').waitFor();

  // Meanwhile the office files the same shift (same date, line, shift number and grinder) through the API.
  const [queued] = await outboxEntries(page);
  assert.equal(queued.status, 'queued');
  const office = await page.request.post(`${world.stack.url}/api/reports/standard`, {
    data: { ...queued.body, submissionId: crypto.randomUUID(), commentsExt: 'Filed from the office meanwhile' },
  });
  assert.equal(office.status(), 201, await office.text());
  const officeShiftId = ((await office.json()) as { shiftId: string }).shiftId;

  await page.context().setOffline(false);
  const both = page.getByRole('table', { name: 'Your report and the report already filed' });
  await both.waitFor({ timeout: 20_000 });
  await page.getByText('ERROR: shift ID already exists in db.').first().waitFor();
  await both.getByRole('cell', { name: 'Night shift east of the yard' }).waitFor();
  await both.getByRole('cell', { name: 'Filed from the office meanwhile' }).waitFor();
  await assertAccessible(page, 'the conflict with both versions');
  for (const [width, height] of [[1280, 800], [800, 1280]]) {
    await page.setViewportSize({ width, height });
    assert.equal(await scrollsSideways(page), false, `the conflict at ${width}x${height}`);
    await keep(page, `standard-conflict-${width}x${height}`);
  }
  // Nothing is dropped: the report stays on the device, through a reload too.
  assert.deepEqual((await outboxEntries(page)).map((e) => e.status), ['conflict']);
  await page.reload();
  await both.getByRole('cell', { name: 'Filed from the office meanwhile' }).waitFor();
  assert.ok(await page.getByRole('button', { name: 'Discard my report' }).isVisible(), 'the user may discard it');

  // The user files it again as the next shift number.
  await page.getByRole('button', { name: 'Edit my report' }).click();
  await page.getByRole('button', { name: 'Edit step 2 Shift Info' }).click();
  await page.getByLabel('Shift Number *').fill('13');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Submitted 4/4 forms').waitFor();
  await page.getByRole('button', { name: 'SHOW DATA' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('heading', { name: 'Thanks' }).waitFor();
  const shiftId = (await page.locator('.gl-rep-shift-id').textContent())!.trim();
  assert.notEqual(shiftId, officeShiftId);
  assert.equal(await storedShifts(page, date, shiftId), 1, 'the re-filed report is stored once');
  assert.equal(await storedShifts(page, date, officeShiftId), 1, "the office's report is untouched");
  assert.deepEqual(await outboxEntries(page), [], 'the outbox is empty once the report is stored');
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

test('keyboard alone: an O-Train admin files the multi-step standard form with Tab, typing, arrows and Enter', async () => {
  const page = await signIn(world, 'otrainadmin');
  const keys = keyboardUser(page);
  const date = daysAgo(6);
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await page.getByRole('heading', { name: 'Complete New Grind Report' }).waitFor();
  // From the top of the page (the shell's navigation first) to the form's first field.
  await keys.type(page.getByLabel('Date *'), dateKeys(date), 40);
  await keys.choose(page.getByLabel('Customer *'), 'OTRAIN');
  await keys.arrowDown(page.getByLabel('Line *'));
  const lineName = await page.getByLabel('Line *').inputValue();
  assert.notEqual(lineName, '');
  await keys.press(page.getByRole('button', { name: 'Next' }));

  // Step 2 opens with the focus on its first field.
  await keys.assertFocused(page.getByLabel('Shift Number *'), 'step 2 opened');
  await page.keyboard.type('11');
  await keys.choose(page.getByLabel('Shift Type *'), 'R-Regular');
  await keys.arrowDown(page.getByLabel('Work Type *'));
  await keys.arrowDown(page.getByLabel('Grinder Type *'));
  await keys.arrowDown(page.getByLabel('Stone Type *'));
  // A bad Next: the step's message, and the focus on the first field in error.
  await keys.press(page.getByRole('button', { name: 'Next' }), 'Enter', 40);
  await page.getByText('complete all fields').first().waitFor();
  await keys.assertFocused(page.getByLabel('Spark Minutes *'), 'the first field in error after a bad Next');
  await page.keyboard.type('25');
  for (const [label, time] of [['Call Time *', '20:00'], ['Departed Time *', '21:00'], ['Start Time *', '22:00'], ['Stop Time *', '23:00'], ['Grinder Tie-Up Time *', '23:30']]) {
    await keys.type(page.getByLabel(label), time);
  }
  // 'Previous Day?' is a box the keyboard ticks and unticks with Space.
  const previous = page.getByRole('checkbox', { name: 'Previous Day?' }).last();
  await keys.press(previous, 'Space', 1);
  assert.equal(await previous.isChecked(), true);
  await page.keyboard.press('Space');
  assert.equal(await previous.isChecked(), false);
  await keys.type(page.getByLabel('Grinder Tie-Up Location *'), 'Walkley Yard');
  await keys.type(page.getByLabel('ARM Tie-Up Location *'), 'Walkley Yard');
  await keys.type(page.getByLabel('Machine Delay (minutes) *'), '0');
  await keys.type(page.getByLabel('Customer Delay (minutes) *'), '5');
  await keys.press(page.getByRole('button', { name: 'Next' }), 'Enter', 12);

  await keys.assertFocused(page.getByLabel('Grinder Operator *'), 'step 3 opened');
  await page.keyboard.type('Kim Lee');
  await keys.type(page.getByLabel('ARM Supervisor *', { exact: true }), 'Lee Chan');
  await keys.type(page.getByLabel('ARM Supervisor Phone *'), '6135550101');
  await keys.type(page.getByLabel('Transit Rep *', { exact: true }), 'Sam Roy');
  await keys.type(page.getByLabel('Transit Rep Phone *'), '6135550102');
  await keys.type(page.getByLabel('External Comments'), 'Filed by keyboard alone');
  await keys.press(page.getByRole('button', { name: 'Next' }));

  const entry = page.getByRole('group', { name: 'Grind entry 1' });
  await keys.assertFocused(entry.getByLabel('Segment From *'), 'step 4 opened');
  const bounds = await page.getByText(/^Line .*: from [\d.]+ to [\d.]+$/).textContent();
  const [, min, max] = /from ([\d.]+) to ([\d.]+)$/.exec(bounds ?? '') ?? [];
  await page.keyboard.type(Number(min).toFixed(2));
  await keys.type(entry.getByLabel('Segment To *'), Math.min(Number(max), Number(min) + 0.5).toFixed(2));
  await keys.type(entry.getByLabel('Curve/Tangent Number *'), 'T7');
  await keys.arrowDown(entry.getByLabel('Profile Left *'));
  await keys.arrowDown(entry.getByLabel('Profile Right *'));
  await keys.type(entry.getByLabel('Passes Left *'), '2');
  await keys.type(entry.getByLabel('Passes Right *'), '2');
  await keys.press(entry.getByRole('button', { name: 'Next: confirm grind entry 1' }));
  await keys.press(page.getByRole('button', { name: 'submit grind info' }));
  await page.getByText('Submitted 4/4 forms').waitFor();
  await keys.press(page.getByRole('button', { name: 'SHOW DATA' }));
  await page.getByRole('heading', { name: 'SHOW DATA' }).waitFor();
  await keys.press(page.getByRole('button', { name: 'Submit', exact: true }), 'Enter', 12);
  await page.getByRole('heading', { name: 'Thanks' }).waitFor();
  const shiftId = (await page.locator('.gl-rep-shift-id').textContent())!.trim();
  assert.equal(await storedShifts(page, date, shiftId), 1, 'stored once');
  await page.context().close();
});

test('keyboard alone: a BART admin files the BART form; a bad submit puts the focus on the first error', async () => {
  const page = await signIn(world, 'bartadmin');
  const keys = keyboardUser(page);
  const date = daysAgo(7);
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await page.getByRole('heading', { name: 'BART Grind Report' }).waitFor();
  await keys.press(page.getByRole('button', { name: 'Submit Form' }), 'Enter', 60);
  await keys.assertFocused(page.getByLabel('Person in Charge'), 'the first field in error after a bad submit');
  await page.keyboard.type('Robin Diaz');
  await keys.type(page.getByLabel('Date'), dateKeys(date));
  await keys.choose(page.getByLabel('Grinder Type'), '5062');
  await keys.arrowDown(page.getByLabel('Stone Type'));
  await keys.type(page.getByLabel('Start Grinding Time'), '23:30');
  await keys.type(page.getByLabel('Quit Grinding Time'), '03:45');
  await keys.choose(page.getByLabel('Line'), 'C');
  await keys.type(page.getByLabel('Comments'), 'Keyboard only');
  const row = page.getByRole('group', { name: 'Grind row 1' });
  await keys.choose(row.getByLabel('Segment Type'), 'Open');
  await keys.type(row.getByLabel('Begin MP'), '2.00');
  await keys.type(row.getByLabel('End MP'), '2.40');
  await keys.type(row.getByLabel('Passes Left'), '2');
  await keys.type(row.getByLabel('Passes Right'), '2');
  await keys.press(page.getByRole('button', { name: 'Submit Form' }));
  await page.getByRole('heading', { name: 'Grind Report Review' }).waitFor();
  await keys.press(page.getByRole('button', { name: 'Confirm and Submit' }), 'Enter', 12);
  await page.getByRole('heading', { name: 'Form Submitted' }).waitFor({ timeout: 20_000 });
  const stored = await page.evaluate(async (d) => {
    const res = await fetch(`/api/reports/bart?date=${d}`);
    return ((await res.json()) as { reports: Array<{ grinderOperator?: string }> }).reports.length;
  }, date);
  assert.equal(stored, 1, 'stored once');
  await page.context().close();
});
