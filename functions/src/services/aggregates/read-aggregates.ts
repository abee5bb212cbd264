/**
 * Reading aggregates for a date range (docs/data-model.md 'Aggregates'): whole months from the
 * month items, the days before the first and after the last whole month from the day items, and
 * for shift cells whole years from the year items. Five years of a site is ~5 year items and at
 * most 22 month items per shift cell instead of ~60 months, ~1,800 days or thousands of reports.
 */
import { addDays, CUSTOMERS } from '@grindline/domain';
import { queryAll } from '../../data/query-all';
import { SHIFT_COUNTERS, TRACK_COUNTERS, type ShiftCounters, type ShiftDims, type SummaryDims, type TrackCounters, type TrackDims } from './cells';
import { aggregatePartition, aggregateRange, SUMMARY_PARTITION } from './keys';

/** A shift cell read back: dimensions, period (day or month) and counters. */
export type ShiftRow = ShiftDims & ShiftCounters & { period: string };
/** A summary cell read back (grinder and stone type only). */
export type SummaryRow = SummaryDims & ShiftCounters & { period: string };
/** A track cell read back. */
export type TrackRow = TrackDims & TrackCounters & { period: string };

/** A part of a date range read at one granularity. */
export interface RangePart {
  period: 'D' | 'M' | 'Y';
  first: string;
  last: string;
}

const lastDayOfMonth = (month: string): string => addDays(`${nextMonth(month)}-01`, -1);

/** The month after a YYYY-MM month. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Whole months as month items, the rest as days. */
function splitMonths(from: string, to: string): RangePart[] {
  if (from > to) return [];
  const firstFull = from.endsWith('-01') ? from.slice(0, 7) : nextMonth(from.slice(0, 7));
  const lastFull = to === lastDayOfMonth(to.slice(0, 7)) ? to.slice(0, 7) : previousMonth(to.slice(0, 7));
  if (firstFull > lastFull) return [{ period: 'D', first: from, last: to }];
  const parts: RangePart[] = [];
  if (from < `${firstFull}-01`) parts.push({ period: 'D', first: from, last: addDays(`${firstFull}-01`, -1) });
  parts.push({ period: 'M', first: firstFull, last: lastFull });
  const after = `${nextMonth(lastFull)}-01`;
  if (after <= to) parts.push({ period: 'D', first: after, last: to });
  return parts;
}

/**
 * How `from`..`to` (inclusive YYYY-MM-DD) is read: whole months as month items, the rest as days;
 * with `years`, whole calendar years first as year items. Pure, so the split is tested on its own.
 */
export function splitRange(from: string, to: string, years = false): RangePart[] {
  if (from > to) return [];
  if (!years) return splitMonths(from, to);
  const firstYear = Number(from.slice(0, 4)) + (from.endsWith('-01-01') ? 0 : 1);
  const lastYear = Number(to.slice(0, 4)) - (to.endsWith('-12-31') ? 0 : 1);
  if (firstYear > lastYear) return splitMonths(from, to);
  const year = (y: number) => String(y).padStart(4, '0');
  return [
    ...splitMonths(from, addDays(`${year(firstYear)}-01-01`, -1)),
    { period: 'Y', first: year(firstYear), last: year(lastYear) },
    ...splitMonths(addDays(`${year(lastYear)}-12-31`, 1), to),
  ];
}

/** A part of a date range read with a sign: -1 parts are subtracted (see {@link summaryParts}). */
export interface SignedPart extends RangePart {
  sign: 1 | -1;
}

/**
 * How the summary cells of `from`..`to` are read. Like {@link splitRange} with years, except that a
 * range that starts on or before the first day of `to`'s year reads that year from its year item
 * and subtracts the days and months after `to`: the all-site overview up to today then reads one
 * year item per site, grinder and stone instead of a month item for each month so far and a day
 * item for each day of this month (about half the items over the 5-year data set). Exact, since
 * the counters are sums. Pure, so the split is tested on its own.
 */
export function summaryParts(from: string, to: string): SignedPart[] {
  const year = to.slice(0, 4);
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const plus = (parts: RangePart[]): SignedPart[] => parts.map((p) => ({ ...p, sign: 1 }));
  if (from > to || from > yearStart || to === yearEnd) return plus(splitRange(from, to, true));
  const before = from < yearStart ? plus(splitRange(from, addDays(yearStart, -1), true)) : [];
  const last = before[before.length - 1];
  // Whole years before `to`'s year and `to`'s year item are one contiguous key range: one query.
  if (last?.period === 'Y') last.last = year;
  else before.push({ period: 'Y', first: year, last: year, sign: 1 });
  const after = splitRange(addDays(to, 1), yearEnd).map((p): SignedPart => ({ ...p, sign: -1 }));
  return [...before, ...after];
}

const signed = (parts: RangePart[]): SignedPart[] => parts.map((p) => ({ ...p, sign: 1 }));

/** One Query per part of the range, in parallel, on `partition`'s `kind` items; `filter` narrows the items returned. */
async function readRows<T>(
  partition: string,
  kind: 'shift' | 'summary' | 'track',
  ranges: readonly SignedPart[],
  counters: readonly string[],
  filter?: { expression: string; values: Record<string, unknown> },
): Promise<T[]> {
  const parts = await Promise.all(
    ranges.map(async ({ period, first, last, sign }) => {
      const range = aggregateRange(kind, period, first, last);
      // Strongly consistent: the dashboards keep what they read while the site's revision stands
      // (kept-figures.ts), so a read made right after a bump must already hold the change.
      const items = await queryAll<Record<string, unknown>>({
        ConsistentRead: true,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ExpressionAttributeValues: { ':pk': partition, ':from': range.from, ':to': range.to, ...filter?.values },
      });
      return items.map((item) => {
        const row: Record<string, unknown> = { ...item };
        for (const name of ['pk', 'sk', 'entity', 'kind']) delete row[name];
        for (const name of counters) row[name] = typeof item[name] === 'number' ? sign * (item[name] as number) : 0;
        return row as T;
      });
    }),
  );
  return parts.flat();
}

/** The shift cells of `site` covering `from`..`to`: year rows for whole years, month rows for whole months, day rows otherwise (`period` is not a month). */
export function readShiftRows(site: string, from: string, to: string): Promise<ShiftRow[]> {
  return readRows<ShiftRow>(aggregatePartition(site), 'shift', signed(splitRange(from, to, true)), SHIFT_COUNTERS);
}

/**
 * The summary cells (per site, grinder and stone type) of `sites` covering `from`..`to`, from the
 * one partition of every site: three queries whatever the number of sites, split by
 * {@link summaryParts} (rows of a subtracted part carry negated counters; sum them). Asked for
 * fewer than every customer, DynamoDB filters the other sites' items out.
 */
export async function readSummaryRows(sites: readonly string[], from: string, to: string): Promise<SummaryRow[]> {
  if (sites.length === 0) return [];
  const wanted = new Set(sites);
  const filter = CUSTOMERS.every((c) => wanted.has(c))
    ? undefined
    : { expression: `site IN (${sites.map((_, i) => `:s${i}`).join(', ')})`, values: Object.fromEntries(sites.map((s, i) => [`:s${i}`, s])) };
  const rows = await readRows<SummaryRow>(SUMMARY_PARTITION, 'summary', summaryParts(from, to), SHIFT_COUNTERS, filter);
  return rows.filter((row) => wanted.has(row.site));
}

/** The track cells of `site` covering `from`..`to`. */
export function readTrackRows(site: string, from: string, to: string): Promise<TrackRow[]> {
  return readRows<TrackRow>(aggregatePartition(site), 'track', signed(splitRange(from, to)), TRACK_COUNTERS);
}
