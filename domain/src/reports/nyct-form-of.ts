/**
 * The subway form of a stored NYCT report (issue 11: the edit page loads the stored report into
 * the same form). The inverse of the server's buildNyctReport for every field the form has.
 */
import type { NyctShiftInput } from '../schemas/nyct-report';
import type { ShiftReport } from './shift-report';

/** A station value (chain + feet/100) as the form's station and feet inputs. */
export function stationParts(value: number): { chain: number; feet: number } {
  const total = Math.round(value * 100);
  return { chain: Math.floor(total / 100), feet: total % 100 };
}

/** The form values of a stored subway report; null when the report is not a subway one. */
export function nyctFormOf(report: ShiftReport): NyctShiftInput | null {
  const x = report.extended;
  if (report.variant !== 'nyct' || !x || x.kind !== 'nyct') return null;
  const delay = (kind: string) => report.delays?.find((d) => d.kind === kind);
  return {
    date: report.date,
    grinderType: report.grinderType,
    superName: report.grinderOperator,
    superType: x.superType,
    passNum: x.passNum,
    subDiv: x.subDiv,
    div: x.div,
    line: report.line,
    lineLabel: x.lineLabel,
    departYard: x.departYard,
    departTime: x.departTime,
    departFuel: x.departFuel,
    departWater: x.departWater,
    arrivalYard: x.arrivalYard,
    arrivalTime: x.arrivalTime,
    arrivalFuel: x.arrivalFuel,
    arrivalWater: x.arrivalWater,
    goNum: x.goNum,
    goPriority: x.goPriority,
    goStartTime: x.goStartTime,
    goEndTime: x.goEndTime,
    goEntryTime: x.goEntryTime,
    goDepartTime: x.goDepartTime,
    sparkMin: report.sparkMin,
    passDistance: x.passDistance,
    machineDelay: delay('machine')?.minutes ?? 0,
    machineDelayComment: delay('machine')?.comment ?? '',
    fmDelay: delay('fm')?.minutes ?? 0,
    fmDelayComment: delay('fm')?.comment ?? '',
    trainDelay: delay('train')?.minutes ?? 0,
    trainDelayComment: delay('train')?.comment ?? '',
    customerDelay: delay('customer')?.minutes ?? 0,
    customerDelayComment: delay('customer')?.comment ?? '',
    grindLimits: report.ranges.map((r) => {
      const from = stationParts(r.from);
      const to = stationParts(r.to);
      return {
        trackId: r.trackId,
        segmentType: r.segmentType ?? '',
        segmentFrom: from.chain,
        segmentFromFeet: from.feet,
        segmentTo: to.chain,
        segmentToFeet: to.feet,
        passesLeft: r.passesLeft,
        passesRight: r.passesRight,
        profileLeft: r.profileLeft ?? '',
        profileRight: r.profileRight ?? '',
        completed: r.complete ? 'complete' : 'incomplete',
        location: r.location ?? '',
        defects: (r.defects ?? []).map((d) => ({ numRemoved: d.numRemoved, type: d.type ?? '', priority: d.priority ?? '', comment: d.comment ?? '' })),
      };
    }),
  } as NyctShiftInput;
}
