/**
 * Standard grind reports: the multi-step New Grind Report of every customer whose profile has the
 * 'standard' variant (spec 000 sections 2.2, 3.1, 3.3, 3.4, 4, 5.2, 9.1 and 9.2). A report is one
 * item written by one conditional put, as for BART (bart-reports.ts).
 */
import { z } from 'zod';
import {
  CUSTOMERS,
  customerProfile,
  feetTotals,
  formatMinutes,
  grindEntrySchema,
  minutesBetween,
  MULTI_STEP_MESSAGES,
  passFeet,
  shiftId as makeShiftId,
  type GrindRange,
  type ShiftDelay,
  type ShiftReport,
  type StandardShiftExtended,
  type SubmitStandardReportHead,
  type SubmitStandardReportRequest,
} from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { BadRequestError } from '../lib/errors';
import { parse } from '../lib/validate';
import { catalogueTrackId, customerCatalogue } from '../reference/catalogue';
import { file, type Filing, type SubmitResult } from './file-report';
import { withPhotos } from './photos/photo-uploads';

/** Customers that file the multi-step form (profile variant 'standard'), in the spec's order. */
export const STANDARD_SITES: readonly string[] = CUSTOMERS.filter((c) => customerProfile(c).variant === 'standard');

/** The form and route of the customers that do not file the multi-step form. */
const OTHER_FORMS: Readonly<Record<string, string>> = {
  bart: 'the Bay Area rapid-transit grind report (POST /api/reports/bart)',
  skytrain: 'the elevated-rail grind report (POST /api/reports/skytrain)',
  nyct: 'the New York subway grind shift report (POST /api/reports/nyct)',
};

export { submitStandardReportSchema, type SubmitStandardReportHead, type SubmitStandardReportRequest } from '@grindline/domain';

const bad = (path: string, message: string): never => {
  throw new BadRequestError(message, [{ path, message }]);
};

function oneOf(path: string, value: string, options: readonly string[], what: string, site: string): void {
  if (value !== '' && !options.includes(value)) bad(path, `${what} ${value} is not offered for ${site}; expected one of ${options.join(', ')}`);
}

/**
 * Checks a parsed head against its customer and line: the site files this form, the line is one of
 * the site's catalogue lines, grinder, shift, work and stone types and levels come from the
 * customer's lists, and every entry passes {@link grindEntrySchema} with the line's chain bounds
 * and names one of the line's directions. Throws a BadRequestError naming the field otherwise.
 */
export function checkStandardReport(head: SubmitStandardReportHead): SubmitStandardReportRequest {
  const { site, line } = head;
  const profile = customerProfile(site);
  if (profile.variant !== 'standard') bad('site', `${site} reports are not filed on this form; use ${OTHER_FORMS[profile.variant]}`);
  const catalogueLine = customerCatalogue(site)?.lines.find((l) => l.name === line);
  if (!catalogueLine) return bad('line', `Line ${line} is not a line of ${site}`);
  if (!profile.grinderTypes.includes(head.grinderType)) {
    bad('grinderType', `Grinder type ${head.grinderType} does not work for ${site}; expected one of ${profile.grinderTypes.join(', ')}`);
  }
  oneOf('shiftType', head.shiftType, profile.shiftTypes, 'Shift type', site);
  oneOf('workType', head.workType, profile.workTypes, 'Work type', site);
  oneOf('stoneType', head.stoneType, profile.stoneTypes, 'Stone type', site);
  const levels = (list: typeof profile.fuelLevels) => list.flatMap((l) => [String(l.value), l.label]);
  oneOf('fuelLevel', head.fuelLevel, levels(profile.fuelLevels), 'Fuel level', site);
  oneOf('waterLevel', head.waterLevel, levels(profile.waterLevels), 'Water level', site);
  const context = { customer: site, minChain: catalogueLine.minChain, maxChain: catalogueLine.maxChain };
  const { entries } = parse(z.object({ entries: z.array(grindEntrySchema(context)) }), { entries: head.entries });
  const directions = catalogueLine.directions.map((d) => d.direction);
  entries.forEach((e, i) => {
    if (!directions.includes(e.direction)) bad(`entries.${i}.direction`, `Direction ${e.direction} is not a direction of ${line}; expected one of ${directions.join(', ')}`);
  });
  return { ...head, entries };
}

const DATED = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
/** 'HH:MM' of a form time, which may carry the date 'Previous Day?' gave it. */
const clock = (time: string): string => DATED.exec(time)?.[2] ?? time;

/**
 * Available track time: minutes from departed to grinder tie-up as 'HH:MM' (spec 000 section 3.1).
 * Two dated times give their exact difference; otherwise a tie-up earlier in the day than the
 * departure crossed midnight and adds a day (section 9.4). Undefined when either time is blank.
 */
export function standardTrackTime(departed: string, tieUp: string): string | undefined {
  if (!departed || !tieUp) return undefined;
  const a = DATED.exec(departed);
  const b = DATED.exec(tieUp);
  if (a && b) {
    const minutes = (Date.parse(`${tieUp}Z`) - Date.parse(`${departed}Z`)) / 60000;
    if (minutes >= 0) return formatMinutes(minutes);
  }
  return formatMinutes(minutesBetween(clock(departed), clock(tieUp)));
}

/**
 * The stored report of a checked request: shift id from date, shift number and grinder number
 * (spec 000 3.3), one range per entry with its track id (CONFEDERATION reversed), pass feet and
 * feet totals, delays, available track time, and the form's own fields in `extended`.
 */
export function buildStandardReport(request: SubmitStandardReportRequest, caller: Caller, now: Date): ShiftReport {
  const r = request;
  const ranges: GrindRange[] = r.entries.map((e) => ({
    trackId: catalogueTrackId(r.site, r.line, e.direction),
    direction: e.direction,
    from: e.chainFrom_comp,
    to: e.chainTo_comp,
    length: e.length,
    segmentNum: e.number,
    passesLeft: e.passes_l,
    passesRight: e.passes_r,
    profileLeft: e.profile_l,
    profileRight: e.profile_r,
    complete: e.complete,
  }));
  return standardShiftReport(
    { ...r, ...(r.startTime ? { startTime: clock(r.startTime) } : {}), ...(r.stopTime ? { stopTime: clock(r.stopTime) } : {}), passFeet: passFeet(ranges) },
    ranges,
    caller,
    now,
  );
}

/** What both standard forms (the multi-step and the generic single-page) store, named as the multi-step form names it. */
export type StandardShift = Pick<
  ShiftReport,
  'site' | 'date' | 'line' | 'shiftNum' | 'shiftType' | 'workType' | 'grinderType' | 'stoneType' | 'grinderOperator' | 'startTime' | 'stopTime' | 'sparkMin' | 'passFeet' | 'commentsInt' | 'submissionId'
> &
  Omit<StandardShiftExtended, 'kind' | 'startTimeLoc' | 'stopTimeLoc'> & {
    commentsExt: string;
    machineDelay: number;
    machineDelayComment: string;
    customerDelay: number;
    customerDelayComment: string;
    loramDelay: number;
    loramDelayComment: string;
  };

/**
 * The stored report of either standard form: shift id from date, shift number and grinder (spec
 * 000 3.3), feet totals of the ranges, the three delays, available track time from departed to
 * grinder tie-up, and the form's own fields in `extended` (`formOnly`: the generic form's start
 * and stop locations).
 */
export function standardShiftReport(
  s: StandardShift,
  ranges: GrindRange[],
  caller: Caller,
  now: Date,
  formOnly: Pick<StandardShiftExtended, 'startTimeLoc' | 'stopTimeLoc'> = {},
): ShiftReport {
  const delays: ShiftDelay[] = [
    { kind: 'machine', minutes: s.machineDelay, comment: s.machineDelayComment },
    { kind: 'customer', minutes: s.customerDelay, comment: s.customerDelayComment },
    { kind: 'loram', minutes: s.loramDelay, comment: s.loramDelayComment },
  ];
  const trackTime = standardTrackTime(s.departedTime, s.grinderTime);
  return {
    shiftId: makeShiftId({ variant: 'standard', date: s.date, shiftNum: s.shiftNum, grinderType: s.grinderType }),
    site: s.site,
    variant: 'standard',
    date: s.date,
    line: s.line,
    shiftNum: s.shiftNum,
    shiftType: s.shiftType,
    workType: s.workType,
    grinderType: s.grinderType,
    stoneType: s.stoneType,
    grinderOperator: s.grinderOperator,
    ...(s.startTime ? { startTime: s.startTime } : {}),
    ...(s.stopTime ? { stopTime: s.stopTime } : {}),
    ...(trackTime ? { availableTrackTime: trackTime } : {}),
    sparkMin: s.sparkMin,
    passFeet: s.passFeet,
    ...feetTotals(ranges),
    comments: s.commentsExt,
    commentsInt: s.commentsInt,
    delays,
    extended: {
      kind: 'standard',
      callTime: s.callTime,
      departedTime: s.departedTime,
      grinderTime: s.grinderTime,
      grinderLoc: s.grinderLoc,
      ARMTieUpLoc: s.ARMTieUpLoc,
      ARMSupervisor: s.ARMSupervisor,
      ARMSupervisorNumber: s.ARMSupervisorNumber,
      transitRep: s.transitRep,
      transitRepNumber: s.transitRepNumber,
      grinderOperatorNumber: s.grinderOperatorNumber,
      fuelLevel: s.fuelLevel,
      waterLevel: s.waterLevel,
      sparkBlanket: s.sparkBlanket,
      grindPlanType: s.grindPlanType,
      ...formOnly,
    },
    ranges,
    createdAt: now.toISOString(),
    createdBy: caller.username,
    submissionId: s.submissionId,
  };
}

/**
 * Checks and stores a standard report in one conditional write. When the shift id is taken: the
 * same `submissionId` is a retry and gets the stored report back; another submission is refused
 * with 409 'ERROR: shift ID already exists in db. ...' and nothing changes.
 */
export async function submitStandardReport(caller: Caller, body: SubmitStandardReportHead): Promise<SubmitResult> {
  return file(standardFiling(caller, body));
}

/** The checked standard report of `body`, ready to be filed under the shift id its form fixed. */
export function standardFiling(caller: Caller, body: SubmitStandardReportHead): Filing {
  const report = withPhotos(buildStandardReport(checkStandardReport(body), caller, new Date()), body.photos);
  return { fixed: report, takenMessage: MULTI_STEP_MESSAGES.shiftIdExists, options: { mail: caller.notify !== false, aggregates: caller.notify !== false } };
}
