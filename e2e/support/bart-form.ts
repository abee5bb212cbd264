/**
 * Steps of the BART grind report form as a BART user takes them with the mouse.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * Fills the BART form for `date` (grinder 5062, line A, 23:30 to 04:15) with one open-track grind
 * row from MP 1.00 to 1.50, 3 passes a rail; answers that row.
 */
export async function fillBartForm(page: Page, date: string): Promise<Locator> {
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
  return row;
}
