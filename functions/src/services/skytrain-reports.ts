/**
 * SkyTrain (elevated-rail) grind reports (spec 000 sections 2.6, 3.3, 3.5, 5.5 and 9.3): the
 * stored report of a form, and its submission as one idempotent write under a shift number the
 * service allocates (the form has none; the old app asked GET /form/nextshiftnum).
 */
import {
  feetTotals,
  formatMinutes,
  grindLength,
  passFeet,
  shiftId as makeShiftId,
  type GrindRange,
  type ShiftReport,
  type SkytrainReport,
  type ListSkytrainReportsQuery,
  type SubmitSkytrainReportRequest,
} from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { BadRequestError, type Issue } from '../lib/errors';
import { catalogueTrackId, customerCatalogue } from '../reference/catalogue';
import { file, type Filing, type SubmitResult } from './file-report';
import { withPhotos } from './photos/photo-uploads';
import { dayReports, type DayReports } from './day-reports';

/** The site every SkyTrain report belongs to. */
export const SKYTRAIN_SITE = 'SKYTRAIN';



export { submitSkytrainReportSchema, listSkytrainReportsQuerySchema, type SubmitSkytrainReportRequest } from '@grindline/domain';

/**
 * Problems of the rows the schema cannot see: each segment within the line's catalogue chain
 * range (SKYTRAIN database multiplier 1, spec 000 5.2 'entered chain is out of bounds') and
 * From not greater than To. Rows are numbered from 1 in messages, from 0 in paths.
 */
function rowIssues(request: SkytrainReport): Issue[] {
  const line = customerCatalogue(SKYTRAIN_SITE)?.lines.find((l) => l.name === request.line);
  if (!line) return [{ path: 'line', message: `Line ${request.line} is not a SkyTrain line.` }];
  const issues: Issue[] = [];
  request.rows.forEach((row, i) => {
    for (const [field, label] of [['segmentFrom', 'Segment From'], ['segmentTo', 'Segment To']] as const) {
      const value = row[field];
      if (value < line.minChain || value > line.maxChain) {
        issues.push({
          path: `rows.${i}.${field}`,
          message: `Row ${i + 1}: entered chain is out of bounds (${label} ${value}; ${line.name} runs from ${line.minChain} to ${line.maxChain}).`,
        });
      }
    }
    if (row.segmentFrom > row.segmentTo) {
      issues.push({ path: `rows.${i}.segmentFrom`, message: `Row ${i + 1}: Segment From cannot be greater than Segment To.` });
    }
  });
  return issues;
}

function assertRowsValid(request: SkytrainReport): void {
  const issues = rowIssues(request);
  if (issues.length > 0) throw new BadRequestError(issues[0].message, issues);
}

/**
 * The stored report of a validated SkyTrain form under shift number `shiftNum`: shift id
 * yyyymmdd + 3-digit number + '08' (spec 000 3.3), per row the track id (EXPO_1, ML_2, EG_1...),
 * the length in metres (25 per segment, 9.3) and complete flag, pass metres and metre totals
 * (kept in the passFeet/feetComp/feetIncomp fields), and track time as HH:MM. Throws a
 * BadRequestError naming the row when a segment is outside the line or From exceeds To.
 */
export function buildSkytrainReport(request: SubmitSkytrainReportRequest, caller: Caller, now: Date, shiftNum: number): ShiftReport {
  assertRowsValid(request);
  const ranges: GrindRange[] = request.rows.map((row) => ({
    trackId: catalogueTrackId(SKYTRAIN_SITE, request.line, row.direction),
    direction: row.direction,
    from: row.segmentFrom,
    to: row.segmentTo,
    length: grindLength(SKYTRAIN_SITE, row.segmentFrom, row.segmentTo),
    segmentType: row.curveType,
    passesLeft: row.passesLeft,
    passesRight: row.passesRight,
    complete: row.completed === 'complete',
    comments: row.comments,
  }));
  const { feetComp, feetIncomp } = feetTotals(ranges);
  return {
    shiftId: makeShiftId({ variant: 'skytrain', date: request.shiftDate, shiftNum }),
    site: SKYTRAIN_SITE,
    variant: 'skytrain',
    date: request.shiftDate,
    line: request.line,
    shiftNum,
    shiftType: request.shiftType,
    grinderType: request.grinderType,
    stoneType: request.stoneType,
    grinderOperator: request.grinderOperator,
    sparkMin: request.sparkMins,
    // The form takes minutes as a number; a fraction of a minute is rounded.
    availableTrackTime: formatMinutes(Math.round(request.availableTrackTime)),
    passFeet: passFeet(ranges),
    feetComp,
    feetIncomp,
    comments: request.commentsExt,
    extended: { kind: 'skytrain', engineHours: request.engineHours, tieUpLocation: request.tieUpLocation },
    ranges,
    createdAt: now.toISOString(),
    createdBy: caller.username,
    submissionId: request.submissionId,
  };
}

/**
 * Stores a SkyTrain report under the next shift number of its date: 1 + the SkyTrain reports
 * already stored that date. A retry (same `submissionId`, found among that date's reports or
 * under a taken id) answers the stored report with created false. A number taken by another
 * submission (a concurrent filing, or a gap left by a deletion) moves on to the next one; after
 * a bounded number of attempts it is a 409. Bad rows are a 400 before anything is read or written.
 */
export async function submitSkytrainReport(caller: Caller, request: SubmitSkytrainReportRequest): Promise<SubmitResult> {
  return file(skytrainFiling(caller, request));
}

/** The checked SkyTrain report of `request`, ready to be filed under the next free number of its date. */
export function skytrainFiling(caller: Caller, request: SubmitSkytrainReportRequest): Filing {
  assertRowsValid(request);
  const now = new Date();
  return { numbered: {
    site: SKYTRAIN_SITE,
    date: request.shiftDate,
    submissionId: request.submissionId,
    // The SkyTrain id has no grinder code: every report of the date uses up a number.
    sharesNumbers: () => true,
    build: (shiftNum) => withPhotos(buildSkytrainReport(request, caller, now, shiftNum), request.photos),
    options: { mail: caller.notify !== false, aggregates: caller.notify !== false },
  } };
}

/** The SkyTrain reports of one day, by shift id, or the last shift day before it (spec 001 section 2.9). */
export function listSkytrainReports(query: ListSkytrainReportsQuery): Promise<DayReports> {
  return dayReports(SKYTRAIN_SITE, query.date);
}
