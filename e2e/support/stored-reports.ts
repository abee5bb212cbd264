/**
 * What the server and the device hold after a form was filed, read from a signed-in page: stored
 * shifts through the API (as the dashboards and viewers read them), and the form kit's outbox.
 */
import type { Page } from 'playwright-core';

/** The stored O-Train shifts of a date with that shift id (through the API, as the dashboards read them). */
export async function storedShifts(page: Page, date: string, shiftId: string): Promise<number> {
  return page.evaluate(
    async ({ date, shiftId }) => {
      const res = await fetch(`/api/dashboard/daily-stats?site=OTRAIN&startDate=${date}&endDate=${date}`);
      const { shifts } = (await res.json()) as { shifts: Array<{ shiftId: string }> };
      return shifts.filter((s) => s.shiftId === shiftId).length;
    },
    { date, shiftId },
  );
}

/** How many BART reports of `date` are stored (GET /api/reports/bart). */
export async function storedBartReports(page: Page, date: string): Promise<number> {
  return page.evaluate(async (d) => {
    const res = await fetch(`/api/reports/bart?date=${d}`);
    return ((await res.json()) as { reports: unknown[] }).reports.length;
  }, date);
}

/** The form kit's outbox on this device (IndexedDB), as the page holds it. */
export function outboxEntries(page: Page): Promise<Array<{ status: string; body: Record<string, unknown> }>> {
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
