/**
 * Steps of the standard multi-step form (Complete New Grind Report) as an O-Train user takes
 * them with the mouse: the header, shift info, contacts and one grind entry, the review, and the
 * shift id the Thanks screen gives.
 */
import type { Locator, Page } from 'playwright-core';

/** Chooses O-Train as the customer and the first line of its list, once each list has loaded. */
export async function chooseOtrainLine(page: Page): Promise<void> {
  const customer = page.getByLabel('Customer *');
  await customer.locator('option[value="OTRAIN"]').waitFor({ state: 'attached' });
  await customer.selectOption('OTRAIN');
  const line = page.getByLabel('Line *');
  await line.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await line.selectOption({ index: 1 });
}

/** Fills step 2 (Shift Info) of a Regular shift: times in order, 30 spark minutes, 15 minutes of customer delay. */
export async function fillShiftInfo(page: Page, shiftNum: string): Promise<void> {
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
}

/** Fills step 3 (contacts and the external comment 'Night shift east of the yard'). */
export async function fillContacts(page: Page): Promise<void> {
  await page.getByLabel('Grinder Operator *').waitFor();
  await page.getByLabel('Grinder Operator *').fill('Dana Ortiz');
  await page.getByLabel('ARM Supervisor *').fill('Lee Chan');
  await page.getByLabel('ARM Supervisor Phone *').fill('6135550101');
  await page.getByLabel('Transit Rep *').fill('Sam Roy');
  await page.getByLabel('Transit Rep Phone *').fill('6135550102');
  await page.getByLabel('External Comments').fill('Night shift east of the yard');
}

/** A grind range inside the chosen line's bounds as step 4 states them: half a mile (or less) from its start. */
export async function rangeInLine(page: Page): Promise<{ from: number; to: number }> {
  const bounds = await page.getByText(/^Line .*: from [\d.]+ to [\d.]+$/).textContent();
  const [, min, max] = /from ([\d.]+) to ([\d.]+)$/.exec(bounds ?? '') ?? [];
  return { from: Number(min), to: Math.min(Number(max), Number(min) + 0.5) };
}

/** Fills grind entry 1 of step 4 (tangent T12, first profiles, 2 and 3 passes); answers the entry. */
export async function fillGrindEntry(page: Page): Promise<Locator> {
  const entry = page.getByRole('group', { name: 'Grind entry 1' });
  await entry.waitFor();
  const { from, to } = await rangeInLine(page);
  await entry.getByLabel('Segment From *').fill(from.toFixed(2));
  await entry.getByLabel('Segment To *').fill(to.toFixed(2));
  await entry.getByLabel('Curve/Tangent Number *').fill('T12');
  const profile = entry.getByLabel('Profile Left *');
  await profile.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await profile.selectOption({ index: 1 });
  await entry.getByLabel('Profile Right *').selectOption({ index: 1 });
  await entry.getByLabel('Passes Left *').fill('2');
  await entry.getByLabel('Passes Right *').fill('3');
  return entry;
}

/**
 * Fills steps 1 to 4 of the standard form for O-Train with one grind entry, `check` called on
 * steps 1, 2 and 4 before moving on; answers the line.
 */
export async function fillStandard(page: Page, date: string, shiftNum: string, check?: (step: string) => Promise<void>): Promise<string> {
  await page.getByRole('heading', { name: 'Complete New Grind Report' }).waitFor();
  await page.getByLabel('Date *').fill(date);
  await chooseOtrainLine(page);
  const lineName = await page.getByLabel('Line *').inputValue();
  await check?.('step-1');
  await page.getByRole('button', { name: 'Next' }).click();

  await fillShiftInfo(page, shiftNum);
  await check?.('step-2');
  await page.getByRole('button', { name: 'Next' }).click();

  await fillContacts(page);
  await page.getByRole('button', { name: 'Next' }).click();

  const entry = await fillGrindEntry(page);
  await check?.('step-4');
  await entry.getByRole('button', { name: 'Next: confirm grind entry 1' }).click();
  await page.getByRole('button', { name: 'submit grind info' }).click();
  await page.getByText('Submitted 4/4 forms').waitFor();
  return lineName;
}

/** Opens the review (SHOW DATA) of a completed form; answers its Submit button once shown. */
export async function openReview(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'SHOW DATA' }).click();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await submit.waitFor();
  return submit;
}

/** Waits for the Thanks screen of a stored report; answers the shift id it shows. */
export async function thanksShiftId(page: Page, options?: { timeout?: number }): Promise<string> {
  await page.getByRole('heading', { name: 'Thanks' }).waitFor(options);
  return (await page.locator('.gl-rep-shift-id').textContent())!.trim();
}
