/**
 * The form lookups that read the filed reports of the caller's site (spec 000 sections 3.9, 4 and
 * 7.2): next shift number, shift-id check, autopopulate (multi-step) and autofill (generic).
 */
import type { AutofillQuery, AutofillResult, AutopopulateQuery, AutopopulateResult, NextShiftNumberQuery, ShiftReport, StandardShiftExtended } from '@grindline/domain';
import { getReport, latestSiteReport, querySiteReports } from '../report-store';

/** Shift numbers have at most 3 digits (spec 000 section 9.6). */
const MAX_SHIFT_NUM = 999;

const next = (shiftNum: number | undefined): number => Math.min(MAX_SHIFT_NUM, (shiftNum ?? 0) + 1);
const standardOf = (r: ShiftReport): Partial<StandardShiftExtended> => (r.extended?.kind === 'standard' ? r.extended : {});
const orBlank = (v: string | undefined): string => v ?? '';

/**
 * Next free shift number of a grinder on a date (nextshiftnum): one more than the highest shift
 * number the site's reports of that grinder carry that day, 1 when none (at most 999).
 */
export async function nextShiftNumber({ site, date, grinderType }: NextShiftNumberQuery): Promise<number> {
  const sameDay = await querySiteReports({ site, from: date, to: date, grinderType });
  return next(sameDay.reduce((max, r) => Math.max(max, r.shiftNum ?? 0), 0));
}

/** Whether a shift id is already filed (validateshiftid), whatever its site: the id is global. */
export async function shiftIdExists(shiftId: string): Promise<boolean> {
  return (await getReport(shiftId)) !== null;
}

/**
 * Autopopulate (multi-step, spec 000 section 4): the newest report of the line dated on or before
 * `date`, its defaults and its shift number plus one; `found: false` when the line has none.
 */
export async function autopopulate({ site, line, date }: AutopopulateQuery): Promise<AutopopulateResult> {
  const r = await latestSiteReport(site, date, { line });
  if (!r) return { found: false };
  const x = standardOf(r);
  const tieUp = r.extended?.kind === 'skytrain' ? r.extended.tieUpLocation : x.grinderLoc;
  return {
    found: true,
    fromShiftId: r.shiftId,
    fromDate: r.date,
    shiftNum: next(r.shiftNum),
    grinderType: r.grinderType,
    stoneType: r.stoneType,
    workType: r.workType ?? '',
    grinderLoc: orBlank(tieUp),
    ARMTieUpLoc: orBlank(x.ARMTieUpLoc),
    grinderOperator: r.grinderOperator,
    grinderOperatorNumber: orBlank(x.grinderOperatorNumber),
    ARMSupervisor: orBlank(x.ARMSupervisor),
    ARMSupervisorNumber: orBlank(x.ARMSupervisorNumber),
    transitRep: orBlank(x.transitRep),
    transitRepNumber: orBlank(x.transitRepNumber),
  };
}

/**
 * Autofill (generic form, spec 000 section 2.4): the customer's newest report dated on or before
 * `date` (default today, UTC), its defaults and its shift number plus one.
 */
export async function autofill({ site, date }: AutofillQuery, now = new Date()): Promise<AutofillResult> {
  const r = await latestSiteReport(site, date ?? now.toISOString().slice(0, 10));
  if (!r) return { found: false };
  const x = standardOf(r);
  return {
    found: true,
    fromShiftId: r.shiftId,
    fromDate: r.date,
    line: r.line,
    shiftNum: next(r.shiftNum),
    shiftType: r.shiftType,
    workType: r.workType ?? '',
    grinderType: r.grinderType,
    stoneType: r.stoneType,
    waterLevel: orBlank(x.waterLevel),
    fuelLevel: orBlank(x.fuelLevel),
    grinderOperator: r.grinderOperator,
    grinderOperatorNum: orBlank(x.grinderOperatorNumber),
    armSupervisor: orBlank(x.ARMSupervisor),
    armSupervisorNum: orBlank(x.ARMSupervisorNumber),
    transitRep: orBlank(x.transitRep),
    transitRepNum: orBlank(x.transitRepNumber),
    armTieUp: orBlank(x.ARMTieUpLoc),
  };
}
