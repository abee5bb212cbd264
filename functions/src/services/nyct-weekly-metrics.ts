/**
 * The weekly NYCT report's figures from stored subway reports (spec 002 sections 2, 3 and 9;
 * docs/api.md 'Weekly NYCT report'): pure, so every number is tested without a table.
 *
 * - Weeks run Monday to Sunday: the five weeks from the window's start date up to the day before
 *   its end date (the chosen Monday), then a year-to-date row from 1 January of the last day's
 *   year (never before the report data start) to that last day.
 * - Grinder rows (LPC-1, LRG-32) and division weekly rows use data from 2021-03-15, line
 *   progress and totals data from 2021-03-01 (spec 002 section 9).
 * - A grind limit with defects removed is corrective grinding, one without is preventative.
 * - Loss of time: loram = machine delays (the contractor's), customer and train as recorded;
 *   force-majeure (weather) delays are in none of the three.
 */
import {
  addDays,
  FEET_PER_MILE,
  minutesBetween,
  REPORT_DATA_START,
  REPORT_DIVISIONS,
  REPORT_GRINDERS,
  REPORT_LINE_DATA_START,
  reportWeeks,
  reportWindow,
  YTD_WEEK,
  type DivisionWeekRow,
  type GrindRange,
  type NyctWeeklyReport,
  type ReportDivision,
  type ShiftReport,
  type TrackProgressRow,
  type WeeklyMetricsRow,
} from '@grindline/domain';

/** The fields of a stored report the weekly report reads (services/nyct-weekly.ts projects them). */
export const WEEKLY_FIELDS = ['date', 'grinderType', 'availableTrackTime', 'sparkMin', 'passFeet', 'feetComp', 'delays', 'ranges'] as const;
/** A stored report as the weekly report reads it. */
export type WeeklySource = Pick<ShiftReport, (typeof WEEKLY_FIELDS)[number]>;

/** A line of the catalogue as progress needs it: its name, label, division and track lengths. */
export interface ProgressLine {
  name: string;
  label: string;
  division: string;
  /** Track id -> [first, last] position in feet. */
  tracks: Readonly<Record<string, readonly [number, number]>>;
}

/** The dates a report of `week` reads and groups by. */
export interface ReportDates {
  week: string;
  startDate: string;
  endDate: string;
  lastDay: string;
  weeks: string[];
  /** First day of the year-to-date rows of the grinder and weekly distance figures. */
  ytdFrom: string;
  /** First day of the year-to-date line progress. */
  ytdLineFrom: string;
}

const later = (a: string, b: string): string => (a > b ? a : b);

/** The dates of the report of the week of `week` (see the module notes). */
export function reportDates(week: string): ReportDates {
  const { startDate, endDate } = reportWindow(week);
  const lastDay = addDays(endDate, -1);
  const yearStart = `${lastDay.slice(0, 4)}-01-01`;
  return {
    week: endDate,
    startDate,
    endDate,
    lastDay,
    weeks: reportWeeks(startDate, endDate),
    ytdFrom: later(yearStart, REPORT_DATA_START),
    ytdLineFrom: later(yearStart, REPORT_LINE_DATA_START),
  };
}

/** Division of a grind range from its track id (IRT_BB_1 is IRT). */
export const rangeDivision = (range: GrindRange): string => range.trackId.split('_')[0];
const defectsOf = (range: GrindRange): number => (range.defects ?? []).reduce((sum, d) => sum + (Number.isFinite(d.numRemoved) ? d.numRemoved : 0), 0);
const hhmmMinutes = (time: string | undefined): number => (time && /^\d{2}:\d{2}$/.test(time) ? minutesBetween('00:00', time) : 0);
const delayOf = (report: WeeklySource, kinds: readonly string[]): number =>
  (report.delays ?? []).filter((d) => kinds.includes(d.kind)).reduce((sum, d) => sum + (Number.isFinite(d.minutes) ? d.minutes : 0), 0);
const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The weekly metrics row of a set of shifts (one grinder's week, or its year to date). */
export function metricsRow(week: string, shifts: readonly WeeklySource[]): WeeklyMetricsRow {
  let length = 0;
  let passLength = 0;
  const row: WeeklyMetricsRow = { week, loram_delay: 0, customer_delay: 0, train_delay: 0, track_time: 0, spark_min: 0, miles_profiled: 0, defectsRemoved: 0, avg_passes: 0, percent_util: 0, completed_miles: 0 };
  for (const shift of shifts) {
    row.loram_delay += delayOf(shift, ['machine', 'loram']);
    row.customer_delay += delayOf(shift, ['customer']);
    row.train_delay += delayOf(shift, ['train']);
    row.track_time += hhmmMinutes(shift.availableTrackTime);
    row.spark_min += shift.sparkMin;
    row.miles_profiled += shift.passFeet / FEET_PER_MILE;
    row.completed_miles += shift.feetComp / FEET_PER_MILE;
    for (const range of shift.ranges) {
      row.defectsRemoved += defectsOf(range);
      length += range.length;
      passLength += ((range.passesLeft + range.passesRight) / 2) * range.length;
    }
  }
  row.avg_passes = length > 0 ? round2(passLength / length) : 0;
  row.percent_util = row.track_time > 0 ? round2((row.spark_min / row.track_time) * 100) : 0;
  row.miles_profiled = round2(row.miles_profiled);
  row.completed_miles = round2(row.completed_miles);
  return row;
}

/** The corrective or preventative distance row of a set of ranges. */
export function distanceRow(week: string, ranges: readonly GrindRange[]): DivisionWeekRow {
  const row: DivisionWeekRow = { week, completed_miles: 0, miles_profiled: 0, defectsRemoved: 0 };
  for (const range of ranges) {
    if (range.complete) row.completed_miles += range.length / FEET_PER_MILE;
    row.miles_profiled += (Math.max(range.passesLeft, range.passesRight) * range.length) / FEET_PER_MILE;
    row.defectsRemoved += defectsOf(range);
  }
  return { ...row, completed_miles: round2(row.completed_miles), miles_profiled: round2(row.miles_profiled) };
}

/** Length in feet of the union of [from, to] intervals (positions in feet). */
export function unionFeet(intervals: readonly (readonly [number, number])[]): number {
  const sorted = intervals.map(([a, b]) => (a <= b ? [a, b] : [b, a])).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let [start, end] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const [a, b] of sorted) {
    if (a > end) {
      if (end > start) total += end - start;
      [start, end] = [a, b];
    } else end = Math.max(end, b);
  }
  if (end > start && Number.isFinite(start)) total += end - start;
  return total;
}

/** Distinct feet of track ground complete on each track by `ranges` (range ends are stations: chain + feet/100). */
function coveredFeet(ranges: readonly GrindRange[]): Map<string, number> {
  const byTrack = new Map<string, [number, number][]>();
  for (const r of ranges) {
    if (!r.complete) continue;
    const list = byTrack.get(r.trackId) ?? [];
    list.push([Math.round(r.from * 100), Math.round(r.to * 100)]);
    byTrack.set(r.trackId, list);
  }
  return new Map([...byTrack].map(([track, list]) => [track, unionFeet(list)]));
}

/** Progress rows of the lines of `division`: distinct miles this year, in the last week, and remaining. */
export function progressRows(division: string, lines: readonly ProgressLine[], ytdRanges: readonly GrindRange[], weekRanges: readonly GrindRange[]): TrackProgressRow[] {
  const ytd = coveredFeet(ytdRanges);
  const wtd = coveredFeet(weekRanges);
  return lines
    .filter((l) => l.division === division)
    .map((line) => {
      const tracks = Object.keys(line.tracks);
      const sum = (m: Map<string, number>) => tracks.reduce((s, t) => s + (m.get(t) ?? 0), 0);
      const total = tracks.reduce((s, t) => s + Math.abs(line.tracks[t][1] - line.tracks[t][0]), 0);
      const done = Math.min(total, sum(ytd));
      return {
        track_id: line.name,
        label: line.label,
        ytd: round2(done / FEET_PER_MILE),
        wtd: round2(Math.min(done, sum(wtd)) / FEET_PER_MILE),
        rem: round2((total - done) / FEET_PER_MILE),
      };
    });
}

const between = (from: string, to: string) => (r: WeeklySource) => r.date >= from && r.date <= to;

/**
 * The weekly report of `dates` from the stored reports `reports` (every NYCT report dated
 * 2021-03-01 .. lastDay, any order) and the catalogue `lines`.
 */
export function buildWeeklyReport(dates: ReportDates, reports: readonly WeeklySource[], lines: readonly ProgressLine[]): NyctWeeklyReport {
  const inData = reports.filter(between(REPORT_DATA_START, dates.lastDay));
  const weekOf = (start: string) => inData.filter(between(start, addDays(start, 6)));
  const ytd = inData.filter(between(dates.ytdFrom, dates.lastDay));
  const grinders = REPORT_GRINDERS.map((grinder) => {
    const mine = (list: readonly WeeklySource[]) => list.filter((r) => r.grinderType === grinder);
    return { grinder, rows: [...dates.weeks.map((w) => metricsRow(w, mine(weekOf(w)))), metricsRow(YTD_WEEK, mine(ytd))] };
  });
  const rangesOf = (list: readonly WeeklySource[], division: string) => list.flatMap((r) => r.ranges.filter((g) => rangeDivision(g) === division));
  const lastWeek = dates.weeks[dates.weeks.length - 1];
  const lineData = reports.filter(between(REPORT_LINE_DATA_START, dates.lastDay));
  const divisions = REPORT_DIVISIONS.map((division) => {
    const kindRows = (corrective: boolean) => {
      const pick = (list: readonly WeeklySource[]) => rangesOf(list, division).filter((g) => defectsOf(g) > 0 === corrective);
      return [...dates.weeks.map((w) => distanceRow(w, pick(weekOf(w)))), distanceRow(YTD_WEEK, pick(ytd))];
    };
    return {
      division,
      corrective: kindRows(true),
      preventative: kindRows(false),
      progress: progressRows(
        division,
        lines,
        rangesOf(lineData.filter(between(dates.ytdLineFrom, dates.lastDay)), division),
        rangesOf(lineData.filter(between(lastWeek, dates.lastDay)), division),
      ),
    };
  });
  const totals = REPORT_DIVISIONS.map((division: ReportDivision) => {
    const ranges = rangesOf(lineData, division);
    return {
      division,
      defectsRemoved: ranges.reduce((s, g) => s + defectsOf(g), 0),
      miles_ground: round2(ranges.reduce((s, g) => s + (g.complete ? g.length : 0), 0) / FEET_PER_MILE),
    };
  });
  return { week: dates.week, startDate: dates.startDate, endDate: dates.endDate, ytdFrom: dates.ytdFrom, lastDay: dates.lastDay, grinders, divisions, totals };
}
