/**
 * The Daily Stats tab as a signed-in user opens it to find a filed shift.
 */
import type { Locator, Page } from 'playwright-core';

/** Opens Daily Stats on `baseUrl` for one date and expands the card of `site` and `line`; answers the card. */
export async function openDailyStatsCard(page: Page, baseUrl: string, date: string, site: string, line: string): Promise<Locator> {
  await page.goto(`${baseUrl}/dash`);
  await page.getByLabel('Date from').fill(date);
  await page.getByLabel('Date to').fill(date);
  const card = page.getByRole('listitem', { name: new RegExp(`${site} · ${line}$`) });
  await card.getByRole('button', { name: 'Show more' }).click();
  return card;
}
