/**
 * The weekly NYCT report's data (spec 002 sections 2, 3 and 9): what GET
 * /api/dashboard/nyct-weekly answers and what the screen and the PDF render (docs/api.md).
 */
import { assertIsoDate } from '../rules/dates';
import { mondayOf, REPORT_DIVISIONS, REPORT_GRINDERS } from './report-window';

export type ReportGrinder = (typeof REPORT_GRINDERS)[number];
export type ReportDivision = (typeof REPORT_DIVISIONS)[number];

/** The `week` of the year-to-date row, always the last row of a series (spec 002 section 3). */
export const YTD_WEEK = 'YTD';

/**
 * One week of one grinder (spec 002 section 3 'Weekly metrics rows'); minutes and miles. The
 * last row of a series is the year-to-date total, with `week` {@link YTD_WEEK}.
 */
export interface WeeklyMetricsRow {
  /** Monday of the week, YYYY-MM-DD, or 'YTD'. */
  week: string;
  /** Loss of time the contractor caused (machine delays), minutes. */
  loram_delay: number;
  customer_delay: number;
  train_delay: number;
  /** Available track time (GO start to GO end), minutes. */
  track_time: number;
  spark_min: number;
  /** Pass miles: each limit's length times its passes on the busier rail. */
  miles_profiled: number;
  defectsRemoved: number;
  /** Passes per limit (mean of both rails), weighted by length. */
  avg_passes: number;
  /** Spark minutes as a percentage of track time (0 when there was no track time). */
  percent_util: number;
  /** Length of the limits ground complete, miles. */
  completed_miles: number;
}

/** One week of one division's corrective or preventative grinding, miles; last row is YTD. */
export interface DivisionWeekRow {
  week: string;
  completed_miles: number;
  miles_profiled: number;
  defectsRemoved: number;
}

/**
 * Progress of one line of a division (spec 002 section 3 'Track progress rows'): miles ground
 * (distinct track, complete limits) this year up to the end of the report, in its last week, and
 * what remains of the line's track.
 */
export interface TrackProgressRow {
  /** The catalogue line, e.g. IRT_BB. */
  track_id: string;
  /** Display name of the line, e.g. Broadway-Seventh Avenue. */
  label: string;
  ytd: number;
  wtd: number;
  rem: number;
}

/** Totals of a division since the report data start (spec 002 section 3 'Totals'). */
export interface DivisionTotals {
  division: ReportDivision;
  defectsRemoved: number;
  miles_ground: number;
}

/** GET /api/dashboard/nyct-weekly: everything the screen and the PDF show for one week. */
export interface NyctWeeklyReport {
  /** The chosen Monday (the window's end date). */
  week: string;
  startDate: string;
  endDate: string;
  /** First day of the year-to-date rows. */
  ytdFrom: string;
  /** Last day with data in the report: the day before `endDate`. */
  lastDay: string;
  grinders: { grinder: ReportGrinder; rows: WeeklyMetricsRow[] }[];
  divisions: {
    division: ReportDivision;
    corrective: DivisionWeekRow[];
    preventative: DivisionWeekRow[];
    progress: TrackProgressRow[];
  }[];
  totals: DivisionTotals[];
}

/** The fixed name of the PDF of a week, e.g. nyct-weekly-report-2026-11-16.pdf. */
export function nyctReportFileName(week: string): string {
  assertIsoDate(week, 'week');
  return `nyct-weekly-report-${mondayOf(week)}.pdf`;
}

/** The five week starts (Mondays) of a report window, oldest first: startDate, +7, ... endDate-7. */
export function reportWeeks(startDate: string, endDate: string): string[] {
  assertIsoDate(startDate, 'startDate');
  assertIsoDate(endDate, 'endDate');
  const weeks: string[] = [];
  for (let t = Date.parse(startDate); t < Date.parse(endDate); t += 7 * 86_400_000) {
    weeks.push(new Date(t).toISOString().slice(0, 10));
  }
  return weeks;
}
