/**
 * Parts of the report forms typed by a keyboard-only user ({@link keyboardUser}): each starts
 * where the focus already is (the test checks that first) and moves on with Tab.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { keyboardUser } from './keyboard';
import { rangeInLine } from './standard-form';

/** A keyboard-only user, as {@link keyboardUser} makes one. */
export type KeyboardUser = ReturnType<typeof keyboardUser>;

/**
 * Types step 2 of the standard form (shift 11, a Regular shift 20:00 to 23:30 at Walkley Yard, 5
 * minutes of customer delay), the focus on Shift Number: a first Next without Spark Minutes must
 * put the focus on that field, and 'Previous Day?' is ticked and unticked with Space.
 */
export async function typeShiftInfoByKeyboard(page: Page, keys: KeyboardUser): Promise<void> {
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
}

/** Types step 3 of the standard form (contacts, external comment 'Filed by keyboard alone'), the focus on Grinder Operator. */
export async function typeContactsByKeyboard(page: Page, keys: KeyboardUser): Promise<void> {
  await page.keyboard.type('Kim Lee');
  await keys.type(page.getByLabel('ARM Supervisor *', { exact: true }), 'Lee Chan');
  await keys.type(page.getByLabel('ARM Supervisor Phone *'), '6135550101');
  await keys.type(page.getByLabel('Transit Rep *', { exact: true }), 'Sam Roy');
  await keys.type(page.getByLabel('Transit Rep Phone *'), '6135550102');
  await keys.type(page.getByLabel('External Comments'), 'Filed by keyboard alone');
}

/** Types grind entry `entry` of step 4 (tangent T7, first profiles, 2 passes a rail), the focus on its Segment From. */
export async function typeGrindEntryByKeyboard(page: Page, keys: KeyboardUser, entry: Locator): Promise<void> {
  const { from, to } = await rangeInLine(page);
  await page.keyboard.type(from.toFixed(2));
  await keys.type(entry.getByLabel('Segment To *'), to.toFixed(2));
  await keys.type(entry.getByLabel('Curve/Tangent Number *'), 'T7');
  await keys.arrowDown(entry.getByLabel('Profile Left *'));
  await keys.arrowDown(entry.getByLabel('Profile Right *'));
  await keys.type(entry.getByLabel('Passes Left *'), '2');
  await keys.type(entry.getByLabel('Passes Right *'), '2');
}

/**
 * Types the BART form's fields after Person in Charge for `date` (grinder 5062, line C, 23:30 to
 * 03:45, comment 'Keyboard only') and one open-track grind row from MP 2.00 to 2.40, 2 passes a rail.
 */
export async function typeBartFieldsByKeyboard(page: Page, keys: KeyboardUser, dateKeys: string): Promise<void> {
  await keys.type(page.getByLabel('Date'), dateKeys);
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
}
