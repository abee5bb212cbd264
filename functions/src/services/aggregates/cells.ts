/**
 * The aggregate cells of a report (docs/data-model.md 'Aggregates'): what one report adds to the
 * dashboard figures, per site, grinder, line, shift type, stone type and day (shift cells) and per
 * site, grinder, line, track and day (track cells). Pure: no I/O.
 */
import { reportRecordsSparkMinutes, type ShiftReport, type StatTotals } from '@grindline/domain';

/** Counters of a shift cell: the dashboard's totals (domain StatTotals) summed over the reports of the cell. */
export type ShiftCounters = StatTotals;

/** Counters of a track cell: feet ground on one track. */
export interface TrackCounters {
  /** Length of the complete ranges. */
  compFeet: number;
  /** Length of the incomplete ranges. */
  incompFeet: number;
}

export const SHIFT_COUNTERS = ['shifts', 'sparkMin', 'passFeet', 'feetComp', 'feetIncomp', 'availableMin', 'availableShifts', 'passSum', 'rangeCount', 'sparkShifts', 'sparkFeetComp', 'sparkPassFeet'] as const satisfies readonly (keyof ShiftCounters)[];
export const TRACK_COUNTERS = ['compFeet', 'incompFeet'] as const satisfies readonly (keyof TrackCounters)[];

/** Dimensions of a shift cell. */
export interface ShiftDims {
  site: string;
  grinderType: string;
  line: string;
  shiftType: string;
  stoneType: string;
}

/** Dimensions of a track cell. */
export interface TrackDims {
  site: string;
  grinderType: string;
  line: string;
  trackId: string;
}

/** Dimensions of a summary cell: a shift cell without line and shift type (what the overview reads). */
export interface SummaryDims {
  site: string;
  grinderType: string;
  stoneType: string;
}

/**
 * One cell's contribution: its kind, dimensions, day and counters. A summary cell carries the
 * same counters as the shift cell over fewer dimensions, so the all-site overview reads a handful
 * of items per site instead of one per line and shift type.
 */
export type Cell =
  | { kind: 'shift'; date: string; dims: ShiftDims; counters: ShiftCounters }
  | { kind: 'summary'; date: string; dims: SummaryDims; counters: ShiftCounters }
  | { kind: 'track'; date: string; dims: TrackDims; counters: TrackCounters };

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Minutes of an 'HH:MM' available track time; 0 for anything else. */
export function availableMinutes(value: string | undefined): number | null {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(value?.trim() ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The cells `report` adds to: one shift cell, its summary cell and one track cell per track it ground. */
export function reportCells(report: ShiftReport): Cell[] {
  const available = availableMinutes(report.availableTrackTime);
  // A shift whose form asked no spark minutes (BART, the second flow) stays out of the spark figures.
  const sparks = reportRecordsSparkMinutes(report);
  const ranges = report.ranges ?? [];
  const shift: Cell & { kind: 'shift' } = {
    kind: 'shift',
    date: report.date,
    dims: {
      site: report.site,
      grinderType: report.grinderType ?? '',
      line: report.line ?? '',
      // A second-flow shift's stored 'R-Regular' was never chosen: its shift type is unrecorded (''),
      // not one more Regular shift in the pies. Only that marker: BART's and NYCT's cells keep their
      // keys (their shift type charts are not drawn), so no rebuild leaves old items behind.
      shiftType: report.form === 'second-flow' ? '' : (report.shiftType ?? ''),
      stoneType: report.stoneType ?? '',
    },
    counters: {
      shifts: 1,
      sparkMin: num(report.sparkMin),
      passFeet: num(report.passFeet),
      feetComp: num(report.feetComp),
      feetIncomp: num(report.feetIncomp),
      availableMin: available ?? 0,
      availableShifts: available === null ? 0 : 1,
      passSum: ranges.reduce((sum, r) => sum + num(r.passesLeft) + num(r.passesRight), 0),
      rangeCount: ranges.length,
      sparkShifts: sparks ? 1 : 0,
      sparkFeetComp: sparks ? num(report.feetComp) : 0,
      sparkPassFeet: sparks ? num(report.passFeet) : 0,
    },
  };
  const tracks = new Map<string, TrackCounters>();
  for (const range of ranges) {
    const counters = tracks.get(range.trackId) ?? { compFeet: 0, incompFeet: 0 };
    if (range.complete) counters.compFeet += num(range.length);
    else counters.incompFeet += num(range.length);
    tracks.set(range.trackId, counters);
  }
  const trackCells: Cell[] = [...tracks].map(([trackId, counters]) => ({
    kind: 'track',
    date: report.date,
    dims: { site: report.site, grinderType: report.grinderType ?? '', line: report.line ?? '', trackId },
    counters,
  }));
  const summary: Cell = {
    kind: 'summary',
    date: report.date,
    dims: { site: report.site, grinderType: shift.dims.grinderType, stoneType: shift.dims.stoneType },
    counters: shift.counters,
  };
  return [shift, summary, ...trackCells];
}
