/**
 * BART grind reports (spec 000 sections 2.7, 3.6, 5.6 and 9.4; docs/api.md): submission as one
 * idempotent write, the one-report-per-date-and-grinder check, and the list of a day.
 */
import {
  availableTrackTime,
  BART_SHIFT_TYPE,
  bartLength,
  bartTrackId,
  feetTotals,
  passFeet,
  shiftId as makeShiftId,
  type BartReportExistsQuery,
  type ListBartReportsQuery,
  type SubmitBartReportRequest,
  type GrindRange,
  type ShiftReport,
} from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { file, type Filing, type SubmitResult } from './file-report';
import { getReport } from './report-store';
import { withPhotos } from './photos/photo-uploads';
import { dayReports, type DayReports } from './day-reports';

/** The site every BART report belongs to. */
export const BART_SITE = 'BART';

/** Message when another submission already stored the report of that date and grinder (spec 000 2.7). */
export const REPORT_EXISTS = 'A report already exists for this date.';

export { submitBartReportSchema, bartReportExistsQuerySchema, listBartReportsQuerySchema, type SubmitBartReportRequest } from '@grindline/domain';

/**
 * The stored report of a validated BART form: shift id from date and grinder type (spec 000 3.3),
 * per row the track id, length and complete flag (9.4, 5.6), pass feet and feet totals, and the
 * available track time from start to quit (9.4). The form has no shift type or spark minutes.
 */
export function buildBartReport(request: SubmitBartReportRequest, caller: Caller, now: Date): ShiftReport {
  const ranges: GrindRange[] = request.rows.map((row) => ({
    trackId: bartTrackId(request.line, row.direction),
    direction: row.direction,
    from: row.segmentFrom,
    to: row.segmentTo,
    length: bartLength(row.segmentFrom, row.segmentTo),
    segmentType: row.segmentType,
    passesLeft: row.passesLeft,
    passesRight: row.passesRight,
    complete: row.completed === 'complete',
  }));
  const { feetComp, feetIncomp } = feetTotals(ranges);
  return {
    shiftId: makeShiftId({ variant: 'bart', date: request.date, grinderType: request.grinderType }),
    site: BART_SITE,
    variant: 'bart',
    date: request.date,
    line: request.line,
    grinderType: request.grinderType,
    stoneType: request.stoneType,
    grinderOperator: request.grinderOperator,
    shiftType: BART_SHIFT_TYPE,
    startTime: request.startTime,
    stopTime: request.stopTime,
    availableTrackTime: availableTrackTime(request.startTime, request.stopTime),
    sparkMin: 0,
    passFeet: passFeet(ranges),
    feetComp,
    feetIncomp,
    comments: request.comments,
    ranges,
    createdAt: now.toISOString(),
    createdBy: caller.username,
    submissionId: request.submissionId,
  };
}

/**
 * Stores a BART report in one conditional write. When the shift id is taken: the same
 * `submissionId` is a retry and gets the stored report back; another submission is refused
 * with 409 'A report already exists for this date.' and nothing changes.
 */
export async function submitBartReport(caller: Caller, request: SubmitBartReportRequest): Promise<SubmitResult> {
  return file(bartFiling(caller, request));
}

/** The BART report of `request`, ready to be filed under the id its date and grinder type make. */
export function bartFiling(caller: Caller, request: SubmitBartReportRequest): Filing {
  return { fixed: withPhotos(buildBartReport(request, caller, new Date()), request.photos), takenMessage: REPORT_EXISTS, options: { mail: caller.notify !== false, aggregates: caller.notify !== false } };
}

/** Whether the report of this date and grinder type exists, and its shift id (spec 000 2.7). */
export async function bartReportExists(query: BartReportExistsQuery): Promise<{ exists: boolean; shiftId: string }> {
  const shiftId = makeShiftId({ variant: 'bart', date: query.date, grinderType: query.grinderType });
  return { exists: (await getReport(shiftId)) !== null, shiftId };
}

/** The BART reports of one day, by shift id, or the last shift day before it (spec 001 section 2.9). */
export function listBartReports(query: ListBartReportsQuery): Promise<DayReports> {
  return dayReports(BART_SITE, query.date);
}
