/** Calendar dates as 'YYYY-MM-DD' strings (spec 000 sections 5.2 and 9.6). */

/** Latest date any date input accepts (spec 000 section 9.6). */
export const MAX_DATE = '2100-12-31';

/** Whether `value` is a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Throws a clear error unless `value` is a real 'YYYY-MM-DD' date. */
export function assertIsoDate(value: unknown, name = 'date'): asserts value is string {
  if (!isIsoDate(value)) throw new Error(`${name} must be a date written YYYY-MM-DD, got ${JSON.stringify(value)}`);
}

/** The date `days` days after `date` (negative for before), both 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  assertIsoDate(date);
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Day of week of a 'YYYY-MM-DD' date, 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  assertIsoDate(date);
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** 'Mon, Mar 3, 2025' for '2025-03-03', read as a calendar date (no time-zone shift); anything else as given. */
export function formatDayLabel(date: string): string {
  if (!isIsoDate(date)) return date;
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The calendar date of `now` in the runtime's time zone (a browser's: the user's), 'YYYY-MM-DD'. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The days a figure covers: one date when it is a single day, else 'first – last'; '' without dates. */
export function dateRangeLabel(first: string | null, last: string | null): string {
  if (!first) return '';
  return !last || last === first ? first : `${first} – ${last}`;
}
