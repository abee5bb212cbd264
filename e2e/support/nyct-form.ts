/**
 * Steps of the NYCT Grind Shift Report form as nyctadmin takes them (the fields nyct-edit.test.ts fills).
 */
import type { Page } from 'playwright-core';

/** Fills one grind limit (`n`, 1-based) from station `from` + 40 ft over about 4 stations, with one defect removed. */
export async function fillNyctLimit(page: Page, n: number, from: string, defect: { count: string; type: string; priority: string }): Promise<void> {
  const g = page.getByRole('group', { name: new RegExp(`^Grind limit ${n} of \\d+$`) });
  await g.getByLabel('Segment Type', { exact: true }).selectOption('Tangent');
  await g.getByLabel('From Station', { exact: true }).fill(from);
  await g.getByLabel('From Feet', { exact: true }).fill('40');
  await g.getByLabel('To Station', { exact: true }).fill(String(Number(from) + 4));
  await g.getByLabel('To Feet', { exact: true }).fill('10');
  await g.getByLabel('Left Rail Passes', { exact: true }).fill('2');
  await g.getByLabel('Right Rail Passes', { exact: true }).fill('3');
  await g.getByLabel('Left Rail Profile', { exact: true }).selectOption('HR-2');
  await g.getByLabel('Right Rail Profile', { exact: true }).selectOption('HR-2');
  await g.getByRole('button', { name: 'Add defect removed' }).click();
  await g.getByLabel('Number of Defects Removed', { exact: true }).fill(defect.count);
  await g.getByLabel('Defect Type', { exact: true }).selectOption(defect.type);
  await g.getByLabel('Defect Priority', { exact: true }).selectOption(defect.priority);
}

/** Fills the shift of the open NYCT form for `date` (grinder LPC-1 on BMT_CN_2, 23:20 to 05:35) and its first grind limit. */
export async function fillNyctShift(page: Page, date: string): Promise<void> {
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Grinder Type', { exact: true }).selectOption('LPC-1');
  await page.getByLabel('Supervisor Name', { exact: true }).fill('Kevin Walsh');
  await page.getByLabel('Supervisor Type', { exact: true }).selectOption('MS-I');
  await page.getByLabel('Pass Number', { exact: true }).fill('587220');
  await page.getByLabel('Sub Division', { exact: true }).selectOption('T-3');
  await page.getByLabel('Division', { exact: true }).selectOption('BMT');
  await page.getByLabel('Line', { exact: true }).selectOption('BMT_CN');
  await page.getByLabel('Track', { exact: true }).selectOption('BMT_CN_2');
  for (const [label, value] of [['Departure Yard', 'Canarsie'], ['Departure Fuel', '7/8'], ['Departure Water', 'Full'], ['Arrival Yard', 'Canarsie'], ['Arrival Fuel', '3/4'], ['Arrival Water', '1/2'], ['GO Priority', 'Scheduled']]) {
    await page.getByLabel(label, { exact: true }).selectOption(value);
  }
  for (const [label, value] of [['Departure Time', '23:20'], ['Arrival Time', '05:35'], ['GO Number', 'G.O. 87-1'], ['GO Start Time', '00:01'], ['GO End Time', '05:00'], ['GO Entry Time', '00:20'], ['GO Depart Time', '04:40'], ['Spark Minutes', '150']]) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await fillNyctLimit(page, 1, '310', { count: '6', type: 'Battered', priority: 'P1' });
}
