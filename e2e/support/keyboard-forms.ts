/**
 * Parts of the report forms typed by a keyboard-only user ({@link keyboardUser}): each starts
 * where the focus already is (the test checks that first) and moves on with Tab.
 */
import type { Locator, Page } from 'playwright-core';
import { keyboardUser } from './keyboard';
import { rangeInLine } from './standard-form';

/** A keyboard-only user, as {@link keyboardUser} makes one. */
export type KeyboardUser = ReturnType<typeof keyboardUser>;

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
