/**
 * The report forms on the form kit, in Debian's Chromium against a stack of their own: the
 * standard multi-step form filed end to end by an O-Train admin, its draft back after a reload,
 * BART and standard reports filed with the network cut (Chromium's offline emulation) and stored
 * exactly once after reconnecting, the forms loading offline from the service worker, axe-core on
 * every screen, and the tablet viewports without sideways scrolling.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertAccessible, scrollsSideways } from '../support/a11y';
import { fillBartForm } from '../support/bart-form';
import { signIn, startWorld, type E2eWorld } from '../support/browser';
import { waitForDraft } from '../support/drafts';
import { openDailyStatsCard } from '../support/daily-stats';
import { dateKeys, daysAgo } from '../support/dates';
import { keep } from '../support/kept-screens';
import { keyboardUser } from '../support/keyboard';
import { typeBartFieldsByKeyboard, typeContactsByKeyboard, typeGrindEntryByKeyboard, typeShiftInfoByKeyboard } from '../support/keyboard-forms';
import { chooseOtrainLine, fillStandard, openReview, thanksShiftId } from '../support/standard-form';
import { outboxEntries, storedBartReports, storedShifts } from '../support/stored-reports';

let world: E2eWorld;
before(async () => {
  world = await startWorld();
});
after(async () => {
  await world?.stop();
});

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
  const shiftId = await thanksShiftId(page);
  assert.match(shiftId, new RegExp(`^${date.replaceAll('-', '')}007\\d{2}$`));
  await page.getByText(/Internal report|reports queued/).first().waitFor();
  await keep(page, 'standard-thanks');
  assert.equal(await storedShifts(page, date, shiftId), 1);

  // On screen: Daily Stats for its date (an O-Train admin sees O-Train only), then its viewer.
  const card = await openDailyStatsCard(page, world.stack.url, date, 'OTRAIN', lineName);
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
  await chooseOtrainLine(page);
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
  await waitForDraft(page, ['"42"', '"17"', '23:30']);
  await page.reload();
  await page.getByText('Draft restored').waitFor();
  assert.equal(await page.getByLabel('Shift Number *').inputValue(), '42');
  assert.equal(await page.getByLabel('Spark Minutes *').inputValue(), '17');
  assert.ok(await page.getByText('Submitted 1/4 forms').isVisible(), 'step 1 stays submitted');
  await keep(page, 'standard-draft-restored');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByText('Submitted 0/4 forms').waitFor();
  assert.equal(await page.getByLabel('Date *').inputValue(), '');
  // Nothing of the discarded report is left on the device, so the reload has nothing to restore.
  await waitForDraft(page, ['23:30'], false);
  await page.reload();
  await page.getByRole('heading', { name: 'Complete New Grind Report' }).waitFor();
  await page.getByLabel('Date *').waitFor();
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
  const submit = await openReview(page);

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
  // After a reload answered by the service worker, Chromium may not fire 'online' in the page:
  // the form kit's 30 s retry then sends it (use-submit-report.ts), so allow for one retry.
  const shiftId = await thanksShiftId(page, { timeout: 45_000 });
  assert.equal(await storedShifts(page, date, shiftId), 1, 'stored exactly once');
  await page.context().close();
});

test('a report queued offline whose shift id is filed meanwhile shows both versions, drops nothing, and is re-filed', async () => {
  const page = await signIn(world, 'otrainadmin');
  const date = daysAgo(8);
  await page.goto(`${world.stack.url}/grind-reports/new`);
  await fillStandard(page, date, '12');
  const submit = await openReview(page);
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
  const shiftId = await thanksShiftId(page);
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
  const row = await fillBartForm(page, date);
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
  assert.equal(await storedBartReports(page, date), 1, 'stored exactly once');
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
    await openReview(page);
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
  // A site admin's own customer is chosen from the start: Tab goes past it to the line.
  assert.equal(await page.getByLabel('Customer *').inputValue(), 'OTRAIN');
  await keys.arrowDown(page.getByLabel('Line *'));
  const lineName = await page.getByLabel('Line *').inputValue();
  assert.notEqual(lineName, '');
  await keys.press(page.getByRole('button', { name: 'Next' }));

  // Step 2 opens with the focus on its first field.
  await keys.assertFocused(page.getByLabel('Shift Number *'), 'step 2 opened');
  await typeShiftInfoByKeyboard(page, keys);
  await keys.press(page.getByRole('button', { name: 'Next' }), 'Enter', 12);

  await keys.assertFocused(page.getByLabel('Grinder Operator *'), 'step 3 opened');
  await typeContactsByKeyboard(page, keys);
  await keys.press(page.getByRole('button', { name: 'Next' }));

  const entry = page.getByRole('group', { name: 'Grind entry 1' });
  await keys.assertFocused(entry.getByLabel('Segment From *'), 'step 4 opened');
  await typeGrindEntryByKeyboard(page, keys, entry);
  await keys.press(entry.getByRole('button', { name: 'Next: confirm grind entry 1' }));
  await keys.press(page.getByRole('button', { name: 'submit grind info' }));
  await page.getByText('Submitted 4/4 forms').waitFor();
  await keys.press(page.getByRole('button', { name: 'SHOW DATA' }));
  await page.getByRole('heading', { name: 'SHOW DATA' }).waitFor();
  await keys.press(page.getByRole('button', { name: 'Submit', exact: true }), 'Enter', 12);
  const shiftId = await thanksShiftId(page);
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
  await typeBartFieldsByKeyboard(page, keys, dateKeys(date));
  await keys.press(page.getByRole('button', { name: 'Submit Form' }));
  await page.getByRole('heading', { name: 'Grind Report Review' }).waitFor();
  await keys.press(page.getByRole('button', { name: 'Confirm and Submit' }), 'Enter', 12);
  await page.getByRole('heading', { name: 'Form Submitted' }).waitFor({ timeout: 20_000 });
  assert.equal(await storedBartReports(page, date), 1, 'stored once');
  await page.context().close();
});
