/**
 * The generic single-page Grind Report (spec 000 sections 2.4, 3.2 and 5.4), also spec 002's
 * edit-report form: one report per request under the shift id of its date, shift number and
 * grinder (3.3), mails queued as the form 'also sends the emails' (section 4).
 */
import {
  customerProfile,
  type SubmitGenericRequest,
  genericRowLength,
  MULTI_STEP_MESSAGES,
  passFeet,
  type GrindRange,
  type ShiftReport,
} from '@grindline/domain';
import type { Caller } from '../../lib/create-handler';
import { catalogueTrackId } from '../../reference/catalogue';
import { fileReport, type SubmitResult } from '../file-report';
import { standardShiftReport } from '../standard-reports';
import { customerGrinder, lineDirection, offered, segmentOnLine, standardLine } from './checks';
import { withPhotos } from '../photos/photo-uploads';

/** Body of POST /api/reports/generic. */
export { submitGenericSchema, type SubmitGenericRequest } from '@grindline/domain';

const levels = (list: readonly { label: string; value: number }[]) => list.flatMap((l) => [String(l.value), l.label]);

/** Checks the parsed request against its customer's lists and line (400 naming the field). */
export function checkGeneric(r: SubmitGenericRequest): void {
  const line = standardLine('customer', r.customer, r.line);
  const p = customerProfile(r.customer);
  customerGrinder(r.customer, r.grinderType);
  offered('shiftType', r.shiftType, p.shiftTypes, 'Shift type', r.customer);
  offered('workType', r.workType, p.workTypes, 'Work type', r.customer, true);
  offered('stoneType', r.stoneType, p.stoneTypes, 'Stone type', r.customer, true);
  offered('fuelLevel', r.fuelLevel, levels(p.fuelLevels), 'Fuel level', r.customer, true);
  offered('waterLevel', r.waterLevel, levels(p.waterLevels), 'Water level', r.customer, true);
  r.grinds.forEach((g, i) => {
    lineDirection(`grinds.${i}.direction`, line, g.direction);
    segmentOnLine(`grinds.${i}`, r.customer, line, g);
    offered(`grinds.${i}.leftRailProfile`, g.leftRailProfile, p.profiles, 'Profile', r.customer, true);
    offered(`grinds.${i}.rightRailProfile`, g.rightRailProfile, p.profiles, 'Profile', r.customer, true);
  });
}

/**
 * The stored report: row lengths 25 x |to - from| (5.4) recomputed on the server, pass feet and
 * totals from the rows, delays, available track time from departed to tie-up.
 */
export function buildGenericReport(r: SubmitGenericRequest, caller: Caller, now: Date): ShiftReport {
  const ranges: GrindRange[] = r.grinds.map((g) => ({
    trackId: catalogueTrackId(r.customer, r.line, g.direction),
    direction: g.direction,
    from: g.segmentFrom,
    to: g.segmentTo,
    length: genericRowLength(g.segmentFrom, g.segmentTo),
    segmentNum: g.curve,
    passesLeft: g.leftRailPasses,
    passesRight: g.rightRailPasses,
    ...(g.leftRailProfile ? { profileLeft: g.leftRailProfile } : {}),
    ...(g.rightRailProfile ? { profileRight: g.rightRailProfile } : {}),
    complete: g.completed === 'complete',
  }));
  const renamed = {
    site: r.customer,
    date: r.shiftDate,
    sparkMin: r.sparkMins,
    grinderTime: r.grinderTieUpTime,
    grinderLoc: r.grinderTieUpLoc,
    ARMTieUpLoc: r.armTieUp,
    ARMSupervisor: r.armSupervisor,
    ARMSupervisorNumber: r.armSupervisorNum,
    transitRepNumber: r.transitRepNum,
    grinderOperatorNumber: r.grinderOperatorNum,
  };
  const passes = ranges.length > 0 ? passFeet(ranges) : r.passFeet;
  return standardShiftReport({ ...r, ...renamed, passFeet: passes, sparkBlanket: '', grindPlanType: '' }, ranges, caller, now, {
    startTimeLoc: r.startTimeLoc,
    stopTimeLoc: r.stopTimeLoc,
  });
}

/** Checks and stores a generic report; a taken shift id is 409 with the spec's message. */
export async function submitGenericReport(caller: Caller, r: SubmitGenericRequest): Promise<SubmitResult> {
  checkGeneric(r);
  return fileReport(withPhotos(buildGenericReport(r, caller, new Date()), r.photos), MULTI_STEP_MESSAGES.shiftIdExists, { mail: caller.notify !== false });
}
