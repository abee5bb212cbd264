/**
 * The second grind-report flow of SOUNDTRANSIT and NCTD (spec 000 sections 2.3, 3.4 and 5.3):
 * customer, date, line, grinder and the grind cards, filed as one report under the next free
 * shift number of that grinder and date (the flow has no shift number field).
 */
import {
  customerProfile,
  feetTotals,
  grindLength,
  passFeet,
  type SubmitSecondFlowRequest,
  shiftId as makeShiftId,
  type GrindRange,
  type ShiftReport,
} from '@grindline/domain';
import type { Caller } from '../../lib/create-handler';
import { catalogueTrackId } from '../../reference/catalogue';
import { fileNumberedReport, type SubmitResult } from '../file-report';
import { customerGrinder, lineDirection, offered, segmentOnLine, standardLine } from './checks';
import { withPhotos } from '../photos/photo-uploads';

/** Body of POST /api/reports/second-flow. */
export { submitSecondFlowSchema, type SubmitSecondFlowRequest } from '@grindline/domain';

/** Checks the parsed request against its customer: line, grinder, each card's direction and profiles. */
export function checkSecondFlow(r: SubmitSecondFlowRequest): void {
  const line = standardLine('customer', r.customer, r.line);
  customerGrinder(r.customer, r.grinderType);
  const { profiles } = customerProfile(r.customer);
  r.grinds.forEach((g, i) => {
    lineDirection(`grinds.${i}.direction`, line, g.direction);
    segmentOnLine(`grinds.${i}`, r.customer, line, g);
    offered(`grinds.${i}.leftRailProfile`, g.leftRailProfile, profiles, 'Profile', r.customer);
    offered(`grinds.${i}.rightRailProfile`, g.rightRailProfile, profiles, 'Profile', r.customer);
  });
}

/** The stored report: lengths recomputed from the ends (customer length multiplier), totals, track ids. */
export function buildSecondFlowReport(r: SubmitSecondFlowRequest, caller: Caller, now: Date, shiftNum: number): ShiftReport {
  const ranges: GrindRange[] = r.grinds.map((g) => ({
    trackId: catalogueTrackId(r.customer, r.line, g.direction),
    direction: g.direction,
    from: g.segmentFrom,
    to: g.segmentTo,
    length: grindLength(r.customer, g.segmentFrom, g.segmentTo),
    segmentNum: g.curve,
    passesLeft: g.leftRailPasses,
    passesRight: g.rightRailPasses,
    profileLeft: g.leftRailProfile,
    profileRight: g.rightRailProfile,
    complete: g.completed === 'complete',
  }));
  return {
    shiftId: makeShiftId({ variant: 'standard', date: r.date, shiftNum, grinderType: r.grinderType }),
    site: r.customer,
    variant: 'standard',
    // Screens tell its unasked shift type and spark minutes from the multi-step form's answers.
    form: 'second-flow',
    date: r.date,
    line: r.line,
    shiftNum,
    shiftType: 'R-Regular',
    grinderType: r.grinderType,
    stoneType: '',
    grinderOperator: '',
    sparkMin: 0,
    passFeet: passFeet(ranges),
    ...feetTotals(ranges),
    comments: '',
    ranges,
    createdAt: now.toISOString(),
    createdBy: caller.username,
    submissionId: r.submissionId,
  };
}

/** Checks and files a second-flow report under the next free shift number of its grinder and date. */
export async function submitSecondFlowReport(caller: Caller, r: SubmitSecondFlowRequest): Promise<SubmitResult> {
  checkSecondFlow(r);
  const now = new Date();
  return fileNumberedReport({
    site: r.customer,
    date: r.date,
    submissionId: r.submissionId,
    sharesNumbers: (other) => other.grinderType === r.grinderType,
    build: (shiftNum) => withPhotos(buildSecondFlowReport(r, caller, now, shiftNum), r.photos),
    options: { mail: caller.notify !== false },
  });
}
