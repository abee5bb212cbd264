/**
 * The Report Generator's rules (spec 001 section 2.7, spec 002 '/reports'): what makes a monthly
 * report request valid, its tables as CSV and its PDF's file name. The screen checks its input
 * with {@link monthlyInputError} before asking, and the server refuses the same input (the
 * monthly route's schema carries the same bounds, {@link MONTHLY_INTERVAL_MAX}).
 */
import { isIsoDate } from '../rules/dates';
import { toCsv } from '../rules/csv';
import type { MonthlyFigures } from './figures';
import type { MonthlyView } from './site-views';
import { distanceOf, unitSuffix } from './units';

/** The longest Report Interval, days: one year (a leap year's 366 days). */
export const MONTHLY_INTERVAL_MAX = 366;

/** What the Report Generator's form holds (text, as typed). */
export interface MonthlyInput {
  site: string;
  projectStart: string;
  reportEnd: string;
  interval: string;
  phase: '1' | '2';
}

/**
 * The first problem with a monthly report's input, naming the field, or null when it may be
 * asked. `sites` are the sites the caller may see; null skips the site check (a screen whose
 * site is fixed).
 */
export function monthlyInputError(input: Omit<MonthlyInput, 'site' | 'phase'> & { site?: string }, sites: readonly string[] | null): string | null {
  if (sites !== null && !sites.includes(input.site ?? '')) {
    return input.site ? `Site: ${input.site} is not one of your sites` : 'Site: choose a site';
  }
  if (!isIsoDate(input.projectStart)) return 'Project Start Date: enter a date';
  if (!isIsoDate(input.reportEnd)) return 'Report End Date: enter a date';
  if (input.projectStart > input.reportEnd) return 'Report End Date must be on or after the Project Start Date';
  if (!/^\d+$/.test(input.interval.trim())) return 'Report Interval must be a whole number of days';
  const days = Number(input.interval);
  if (days < 1) return 'Report Interval must be at least 1 day';
  if (days > MONTHLY_INTERVAL_MAX) return `Report Interval must be at most ${MONTHLY_INTERVAL_MAX} days`;
  return null;
}

/** One table of the monthly report as a CSV download. */
export interface CsvTable {
  /** What the download link says, e.g. 'Completed Miles'. */
  title: string;
  fileName: string;
  csv: string;
}

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Every table of the monthly report as CSV (spec 001 section 2.7): completed distance, by
 * month, by line, and the shift types of each pie grinder. `prefix` starts each file name
 * (site, phase and range).
 */
export function monthlyCsvTables(view: MonthlyView, prefix: string): CsvTable[] {
  const u = view.units;
  const file = (title: string) => `${prefix}-${slug(title)}.csv`;
  const tables: Array<{ title: string; rows: Array<Array<string | number | null>> }> = [
    { title: `Completed ${u}`, rows: [['', u, 'Percent'], ...view.table.map((r) => [r.label, r.distance.toFixed(2), r.percent === null ? null : r.percent.toFixed(2)])] },
    { title: `Completed ${u} by Month`, rows: [['Month', u], ...view.byMonthTable.map((p) => [p.x, p.y.toFixed(2)])] },
    {
      title: `Completed ${u} by Line`,
      rows: [['Track', ...view.byTrack.series.map((s) => s.name)], ...view.byTrack.categories.map((track, i) => [track, ...view.byTrack.series.map((s) => (s.data as number[])[i] ?? null)])],
    },
    ...(view.shiftTypes.length
      ? [
          {
            title: 'Shift Types',
            rows: [
              ['Chart', 'Shift type', 'Shifts'],
              ...view.shiftTypes.flatMap((c) => (c.series[0]?.data as Array<{ name: string; y: number }>).map((slice) => [c.title, slice.name, slice.y])),
            ],
          },
        ]
      : []),
  ];
  return tables.map((t) => ({ title: t.title, fileName: file(t.title), csv: toCsv(t.rows) }));
}

/** The PDF's file name: 'Monthly Report NYCT phase 1 2018-02-01 to 2025-03-14.pdf'. */
export function monthlyReportFileName(site: string, phase: number, projectStart: string, reportEnd: string): string {
  return `Monthly Report ${site} phase ${phase} ${projectStart} to ${reportEnd}.pdf`;
}

/** The other phase of a monthly report: '2' for phase 1, '1' for phase 2. */
export const otherPhase = (phase: 1 | 2 | '1' | '2'): '1' | '2' => (String(phase) === '1' ? '2' : '1');

/**
 * Why a phase's report is empty when the other phase is not: its tracks have nothing ground from
 * the project start to the report end while the other phase's have, so the screen names what the
 * other phase holds and offers it. Null when the shown phase has work, when the other phase has
 * none either, or when the site has no plan (both phases then count every track).
 */
export function otherPhaseNote(shown: MonthlyFigures, other: MonthlyFigures | undefined): { text: string; phase: '1' | '2' } | null {
  if (shown.plan === null || shown.completed.totalFeet > 0 || !other || other.completed.totalFeet <= 0) return null;
  const from = shown.ptd.startDate <= shown.ptd.endDate ? shown.ptd.startDate : shown.mtd.startDate;
  const distance = distanceOf(shown.site, other.completed.totalFeet).toFixed(2);
  return {
    text: `Nothing was ground on the tracks of Phase ${shown.phase} from ${from} to ${shown.mtd.endDate}. Phase ${other.phase}'s tracks have ${distance}${unitSuffix(shown.site)} completed.`,
    phase: String(other.phase) as '1' | '2',
  };
}
