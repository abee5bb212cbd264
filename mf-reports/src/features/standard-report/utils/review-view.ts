/**
 * What the review ('SHOW DATA') and the conflict notice show of a report: label/value pairs and
 * the map request, from the request body alone (pure, tested).
 */
import { customerProfile, grindLength, type DailyStatsCard, type MapImageInput } from '@grindline/domain';
import { formShiftId, isRegular, type StandardRequestBody } from './form-values';

/** A delay as the review reads it: '15 min: Late track release', '0 min'; '' when no minutes were given. */
export function delayText(minutes: string | number | undefined, comment: string | undefined): string {
  const n = String(minutes ?? '').trim();
  if (n === '') return '';
  const why = (comment ?? '').trim();
  return why ? `${n} min: ${why}` : `${n} min`;
}

/** The data table of the review: every shift field the user filled, in the form's words. */
export function shiftRows(body: StandardRequestBody): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Shift ID', formShiftId(body) ?? ''],
    ['Date', body.date],
    ['Customer', body.site],
    ['Line', body.line],
    ['Shift Number', body.shiftNum],
    ['Shift Type', body.shiftType],
    ['Work Type', body.workType],
    ['Grinder Type', body.grinderType],
    ['Stone Type', body.stoneType],
    ['Spark Minutes', body.sparkMin],
    ['Call Time', body.callTime],
    ['Departed Time', body.departedTime],
    ['Start Time', body.startTime],
    ['Stop Time', body.stopTime],
    ['Grinder Tie-Up Time', body.grinderTime],
    ['Grinder Tie-Up Location', body.grinderLoc],
    ['ARM Tie-Up Location', body.ARMTieUpLoc],
    ['Machine Delay', delayText(body.machineDelay, body.machineDelayComment)],
    ['Customer Delay', delayText(body.customerDelay, body.customerDelayComment)],
    ['Loram Delay', delayText(body.loramDelay, body.loramDelayComment)],
    ['Fuel Level', body.fuelLevel],
    ['Water Level', body.waterLevel],
    ['Grinder Operator', `${body.grinderOperator} ${body.grinderOperatorNumber}`.trim()],
    ['ARM Supervisor', `${body.ARMSupervisor} ${body.ARMSupervisorNumber}`.trim()],
    ['Transit Rep', `${body.transitRep} ${body.transitRepNumber}`.trim()],
    ['Internal Comments', body.commentsInt],
    ['External Comments', body.commentsExt],
  ];
  return rows.filter(([, v]) => v !== '');
}

/** One row of the grind table, with its length in the customer's unit. */
export interface GrindRow {
  from: string;
  to: string;
  length: number;
  direction: string;
  number: string;
  profiles: string;
  passes: string;
  complete: boolean;
}

export function grindRows(body: StandardRequestBody): GrindRow[] {
  return body.entries.map((e) => ({
    from: e.chainFrom_comp,
    to: e.chainTo_comp,
    length: grindLength(body.site, Number(e.chainFrom_comp), Number(e.chainTo_comp)),
    direction: e.direction,
    number: e.number,
    profiles: `${e.profile_l} / ${e.profile_r}`,
    passes: `${e.passes_l} / ${e.passes_r}`,
    complete: e.complete,
  }));
}

/** The map request of the review: the line's complete and incomplete ranges in entered units. */
export function mapBody(body: StandardRequestBody): MapImageInput {
  const pairs = (complete: boolean) => body.entries.filter((e) => e.complete === complete).map((e): [number, number] => [Number(e.chainFrom_comp), Number(e.chainTo_comp)]);
  return { site: body.site, line: body.line, date: body.date, label: formShiftId(body) ?? undefined, completeChains: pairs(true), incompleteChains: pairs(false) };
}

/** Whether the review waits for the map before offering submit (Regular shifts only, spec 000 4). */
export const needsMap = (body: StandardRequestBody): boolean => isRegular(body) && body.entries.length > 0;

/** The conflict notice's rows: the user's report beside the shift already filed. */
export function conflictRows(mine: StandardRequestBody, theirs: unknown): Array<{ label: string; mine: string; theirs: string }> {
  const filed = theirs as DailyStatsCard | undefined;
  const other = (f: (c: DailyStatsCard) => unknown) => (filed ? String(f(filed) ?? '-') : 'not loaded');
  const unit = customerProfile(mine.site).referenceLabel;
  return [
    { label: 'Shift ID', mine: formShiftId(mine) ?? '-', theirs: other((c) => c.shiftId) },
    { label: 'Line', mine: mine.line, theirs: other((c) => c.line) },
    { label: 'Grinder Type', mine: mine.grinderType, theirs: other((c) => c.grinderType) },
    { label: 'Shift Type', mine: mine.shiftType, theirs: other((c) => c.shiftType) },
    { label: 'Spark Minutes', mine: mine.sparkMin, theirs: other((c) => c.sparkMin) },
    { label: `${unit} ranges`, mine: mine.entries.map((e) => `${e.chainFrom_comp}-${e.chainTo_comp}`).join(', ') || '-', theirs: other((c) => c.grindData.map((r) => `${r.from}-${r.to}`).join(', ') || '-') },
    { label: 'External Comments', mine: mine.commentsExt || '-', theirs: other((c) => c.comments || '-') },
  ];
}
