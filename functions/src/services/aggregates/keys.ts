/**
 * Keys of the aggregate items (docs/data-model.md 'Aggregates'): shift and track cells in one
 * partition per site, sort keys `S#D#<day>#...` / `S#M#<month>#...` / `S#Y#<year>#...` for shift
 * cells and `T#D#...` / `T#M#...` for track cells; the summary cells of every site in one
 * partition, `G#D#<day>#<site>#...` / `G#M#...` / `G#Y#...`, so the all-site overview is three
 * queries instead of three per site. Each dimension is URI-encoded so a '#' in a value never
 * splits a key.
 */
import type { PrimaryKey } from '../../data/table';
import type { Cell } from './cells';

/** Granularity of an aggregate item: a day, the month that rolls the days up, or (shift cells only) the year. */
export type Period = 'D' | 'M' | 'Y';

const enc = (value: string): string => encodeURIComponent(value);

/** Sort-key prefix of each cell kind. */
const PREFIX: Readonly<Record<Cell['kind'], string>> = { shift: 'S', summary: 'G', track: 'T' };

/** Partition of the shift and track aggregates of a site. */
export const aggregatePartition = (site: string): string => `AGG#${site}`;

/**
 * Partition of the summary cells of every site ('*' is never in a site id): what the all-site
 * overview reads. It keeps the `AGG#` prefix, so the report writers' permissions cover it.
 */
export const SUMMARY_PARTITION = aggregatePartition('*');

/** The period value of a date: the date itself, its YYYY-MM month or its YYYY year. */
export const periodOf = (date: string, period: Period): string => (period === 'D' ? date : period === 'M' ? date.slice(0, 7) : date.slice(0, 4));

/** Key of the item of `cell` at granularity `period`. */
export function aggregateKey(cell: Cell, period: Period): PrimaryKey {
  const when = periodOf(cell.date, period);
  const dims =
    cell.kind === 'shift'
      ? [cell.dims.grinderType, cell.dims.line, cell.dims.shiftType, cell.dims.stoneType]
      : cell.kind === 'summary'
        ? [cell.dims.site, cell.dims.grinderType, cell.dims.stoneType]
        : [cell.dims.grinderType, cell.dims.line, cell.dims.trackId];
  const pk = cell.kind === 'summary' ? SUMMARY_PARTITION : aggregatePartition(cell.dims.site);
  return { pk, sk: `${PREFIX[cell.kind]}#${period}#${when}#${dims.map(enc).join('#')}` };
}

/** Sort-key bounds of the `kind` items at granularity `period` from `first` to `last` (inclusive periods). */
export function aggregateRange(kind: Cell['kind'], period: Period, first: string, last: string): { from: string; to: string } {
  const prefix = `${PREFIX[kind]}#${period}#`;
  return { from: `${prefix}${first}#`, to: `${prefix}${last}#\uffff` };
}
