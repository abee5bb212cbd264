/**
 * Reading aggregates for a date range (docs/data-model.md 'Aggregates'): whole months from the
 * month items, the days before the first and after the last whole month from the day items. Five
 * years of a site is ~60 month items per cell instead of ~1,800 days or ~thousands of reports.
 */
import { addDays } from '@grindline/domain';
import { queryAll } from '../../data/query-all';
import { SHIFT_COUNTERS, TRACK_COUNTERS, type ShiftCounters, type ShiftDims, type TrackCounters, type TrackDims } from './cells';
import { aggregatePartition, aggregateRange } from './keys';

/** A shift cell read back: dimensions, period (day or month) and counters. */
export type ShiftRow = ShiftDims & ShiftCounters & { period: string };
/** A track cell read back. */
export type TrackRow = TrackDims & TrackCounters & { period: string };

/** A part of a date range read at one granularity. */
export interface RangePart {
  period: 'D' | 'M';
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

/**
 * How `from`..`to` (inclusive YYYY-MM-DD) is read: whole months as month items, the rest as days.
 * Pure, so the split is tested on its own.
 */
export function splitRange(from: string, to: string): RangePart[] {
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

async function readRows<T>(site: string, kind: 'shift' | 'track', from: string, to: string, counters: readonly string[]): Promise<T[]> {
  const parts = await Promise.all(
    splitRange(from, to).map(({ period, first, last }) => {
      const range = aggregateRange(kind, period, first, last);
      return queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': aggregatePartition(site), ':from': range.from, ':to': range.to },
      });
    }),
  );
  return parts.flat().map((item) => {
    const row: Record<string, unknown> = { ...item };
    for (const name of ['pk', 'sk', 'entity', 'kind']) delete row[name];
    for (const name of counters) row[name] = typeof item[name] === 'number' ? item[name] : 0;
    return row as T;
  });
}

/** The shift cells of `site` covering `from`..`to`: month rows for whole months, day rows otherwise. */
export function readShiftRows(site: string, from: string, to: string): Promise<ShiftRow[]> {
  return readRows<ShiftRow>(site, 'shift', from, to, SHIFT_COUNTERS);
}

/** The track cells of `site` covering `from`..`to`. */
export function readTrackRows(site: string, from: string, to: string): Promise<TrackRow[]> {
  return readRows<TrackRow>(site, 'track', from, to, TRACK_COUNTERS);
}
