/**
 * The monthly quantities statement of a site (issue 29): the month's filed shifts with their
 * completed and pass lengths, spark minutes and track time, split into approved, disputed and
 * not yet reviewed, with the lines and dates of each, and the approvals for the appendix. Pure:
 * the server answers it as JSON, a CSV and a PDF; the screen draws it.
 */
import { lengthSymbol, recordsShiftType, recordsSparkMinutes, reportRecordsShiftType, reportRecordsSparkMinutes } from '../customers/customer-profile';
import { distanceOf, unitsLabel } from '../dashboards/units';
import type { ShiftReport } from '../reports/shift-report';
import { toCsv } from '../rules/csv';
import { REVIEW_STATUS_LABELS, reviewStatus, type ReviewMark, type ReviewStatus, type ShiftReview } from './review-state';

/** The three columns of the statement: needs-reapproval counts as not yet reviewed. */
export type StatementColumn = 'approved' | 'disputed' | 'notReviewed';
export const STATEMENT_COLUMNS: readonly StatementColumn[] = ['approved', 'disputed', 'notReviewed'];
export const STATEMENT_COLUMN_LABELS: Readonly<Record<StatementColumn, string>> = { approved: 'Approved', disputed: 'Disputed', notReviewed: 'Not yet reviewed' };

/** Quantities of a set of shifts. Lengths in the site's length unit (feet, or metres) and in miles or km. */
export interface StatementFigures {
  shifts: number;
  completedLength: number;
  completedDistance: number;
  passLength: number;
  passDistance: number;
  sparkMinutes: number;
  trackMinutes: number;
  lines: string[];
  /** First and last shift date, null without shifts. */
  firstDate: string | null;
  lastDate: string | null;
}

/** One shift of the statement. */
export interface StatementShift {
  shiftId: string;
  date: string;
  line: string;
  grinderType: string;
  /** The shift type as filed ('R-Regular', 'S-Stand By'...): why a shift may carry no quantities; null where its form asks none. */
  shiftType: string | null;
  version: number;
  status: ReviewStatus;
  completedLength: number;
  passLength: number;
  /** Null where the shift's form asks no spark minutes (BART's, the second flow). */
  sparkMinutes: number | null;
  trackMinutes: number;
  /** The approval of the current version, when approved. */
  approval?: ReviewMark;
  /** The dispute of the current version, when disputed. */
  dispute?: ReviewMark;
}

/** A recorded closing or reopening of a month. */
export interface MonthEvent {
  action: 'closed' | 'reopened';
  by: string;
  at: string;
  identityProvider?: string;
  reason?: string;
}

/** Whether a site's month is closed, and how it came to be. */
export interface MonthState {
  closed: boolean;
  events: MonthEvent[];
}

/** The statement of a site's month (and phase). */
export interface QuantitiesStatement {
  site: string;
  month: string;
  phase: number | null;
  lengthUnit: 'feet' | 'meters';
  units: 'Miles' | 'Kilometers';
  columns: Record<StatementColumn, StatementFigures>;
  total: StatementFigures;
  shifts: StatementShift[];
  monthState: MonthState;
  /** Every shift approved at its current version, the month open, at least one shift. */
  closable: boolean;
}

/** A filed shift as the statement reads it: the report and its current version number. */
export interface VersionedReport {
  report: ShiftReport;
  version: number;
}

/** Minutes of an 'HH:MM' track time; 0 when absent or malformed. */
export function trackMinutesOf(value: string | undefined): number {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(value ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

const columnOf = (status: ReviewStatus): StatementColumn => (status === 'approved' ? 'approved' : status === 'disputed' ? 'disputed' : 'notReviewed');

const round = (value: number, digits = 3): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** The quantities of `shifts` (a site's), lengths also as miles or km. */
export function figuresOf(site: string, shifts: readonly StatementShift[]): StatementFigures {
  const sum = (pick: (s: StatementShift) => number) => shifts.reduce((total, s) => total + pick(s), 0);
  const dates = shifts.map((s) => s.date).sort();
  const completedLength = round(sum((s) => s.completedLength), 1);
  const passLength = round(sum((s) => s.passLength), 1);
  return {
    shifts: shifts.length,
    completedLength,
    completedDistance: round(distanceOf(site, completedLength)),
    passLength,
    passDistance: round(distanceOf(site, passLength)),
    sparkMinutes: sum((s) => s.sparkMinutes ?? 0),
    trackMinutes: sum((s) => s.trackMinutes),
    lines: [...new Set(shifts.map((s) => s.line))].sort(),
    firstDate: dates[0] ?? null,
    lastDate: dates[dates.length - 1] ?? null,
  };
}

/** What the statement is built from. */
export interface StatementInput {
  site: string;
  month: string;
  phase: number | null;
  lengthUnit: 'feet' | 'meters';
  reports: readonly VersionedReport[];
  reviews: ReadonlyMap<string, ShiftReview>;
  monthState: MonthState;
}

/** Builds the statement: shifts by date then id, each with its status at its current version. */
export function buildStatement(input: StatementInput): QuantitiesStatement {
  const shifts: StatementShift[] = [...input.reports]
    .sort((a, b) => a.report.date.localeCompare(b.report.date) || a.report.shiftId.localeCompare(b.report.shiftId))
    .map(({ report, version }) => {
      const review = input.reviews.get(report.shiftId);
      const status = reviewStatus(version, review);
      return {
        shiftId: report.shiftId,
        date: report.date,
        line: report.line,
        grinderType: report.grinderType,
        shiftType: reportRecordsShiftType(report) ? report.shiftType : null,
        version,
        status,
        completedLength: report.feetComp,
        passLength: report.passFeet,
        sparkMinutes: reportRecordsSparkMinutes(report) ? report.sparkMin : null,
        trackMinutes: trackMinutesOf(report.availableTrackTime),
        ...(status === 'approved' && review ? { approval: review.latest } : {}),
        ...(status === 'disputed' && review ? { dispute: review.latest } : {}),
      };
    });
  const columns = Object.fromEntries(STATEMENT_COLUMNS.map((c) => [c, figuresOf(input.site, shifts.filter((s) => columnOf(s.status) === c))])) as Record<StatementColumn, StatementFigures>;
  return {
    site: input.site,
    month: input.month,
    phase: input.phase,
    lengthUnit: input.lengthUnit,
    units: unitsLabel(input.site),
    columns,
    total: figuresOf(input.site, shifts),
    shifts,
    monthState: input.monthState,
    closable: !input.monthState.closed && shifts.length > 0 && shifts.every((s) => s.status === 'approved'),
  };
}

/** The first and last day (YYYY-MM-DD) of a month YYYY-MM. */
export function monthSpan(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** 'HH:MM' of a number of minutes (hours may exceed 24). */
export function hoursAndMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The statement as CSV: the summary by column, the shifts, then the approvals (who, when, provider, version). */
export function statementCsv(s: QuantitiesStatement): string {
  const unit = lengthSymbol(s.lengthUnit);
  const dist = s.units === 'Miles' ? 'mi' : 'km';
  // A site whose form has no spark minutes (BART) stores 0: the column would read as no sparking.
  const spark = <T>(cell: T): T[] => (recordsSparkMinutes(s.site) ? [cell] : []);
  // Nor a shift type where the form asks none (BART, NYCT store 'R-Regular' for every shift).
  const type = <T>(cell: T): T[] => (recordsShiftType(s.site) ? [cell] : []);
  const figureRow = (label: string, f: StatementFigures) => [label, f.shifts, f.completedLength, f.completedDistance, f.passLength, f.passDistance, ...spark(f.sparkMinutes), hoursAndMinutes(f.trackMinutes), f.lines.join(' '), f.firstDate ?? '', f.lastDate ?? ''];
  const rows = [
    ['Quantities statement', s.site, s.month, s.phase === null ? 'All phases' : `Phase ${s.phase}`, s.monthState.closed ? 'Closed' : 'Open'],
    [],
    ['Status', 'Shifts', `Completed (${unit})`, `Completed (${dist})`, `Pass (${unit})`, `Pass (${dist})`, ...spark('Spark minutes'), 'Track time (h:mm)', 'Lines', 'First date', 'Last date'],
    ...STATEMENT_COLUMNS.map((c) => figureRow(STATEMENT_COLUMN_LABELS[c], s.columns[c])),
    figureRow('Total', s.total),
    [],
    ['Shift', 'Date', 'Line', 'Grinder', ...type('Shift type'), 'Version', 'Status', `Completed (${unit})`, `Pass (${unit})`, ...spark('Spark minutes'), 'Track time (h:mm)', 'Dispute'],
    ...s.shifts.map((x) => [x.shiftId, x.date, x.line, x.grinderType, ...type(x.shiftType ?? ''), x.version, REVIEW_STATUS_LABELS[x.status], x.completedLength, x.passLength, ...spark(x.sparkMinutes ?? ''), hoursAndMinutes(x.trackMinutes), x.dispute?.comment ?? '']),
    [],
    ['Approval of shift', 'Version', 'Approved by', 'Approved at (UTC)', 'Identity provider', 'Comment'],
    ...s.shifts.filter((x) => x.approval).map((x) => [x.shiftId, x.approval!.version, x.approval!.by, x.approval!.at, x.approval!.identityProvider, x.approval!.comment]),
  ];
  return toCsv(rows);
}
