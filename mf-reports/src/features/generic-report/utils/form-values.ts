/**
 * The generic single-page form's values and conversions (spec 000 sections 2.4, 3.2 and 5.4).
 * Text in the form; row lengths (25 x |to - from|) and pass feet (sum of the larger passes x
 * length) are computed, never typed; genericFilingSchema validates and gives the first error.
 */
import {
  COMPLETE_STATUSES,
  genericFilingSchema,
  genericRowLength,
  passFeet,
  type AutofillResult,
  type GenericFiling,
  type ShiftReport,
} from '@grindline/domain';
import { firstIssue, type FirstIssue } from '../../../lib/form-kit/first-issue';

export const SHIFT_FIELDS = [
  'shiftDate', 'customer', 'line', 'shiftNum', 'shiftType', 'workType', 'grinderType', 'stoneType', 'waterLevel', 'fuelLevel', 'sparkMins',
  'callTime', 'departedTime', 'startTime', 'stopTime', 'startTimeLoc', 'stopTimeLoc', 'grinderTieUpTime', 'grinderTieUpLoc',
  'grinderOperator', 'grinderOperatorNum', 'armSupervisor', 'armSupervisorNum', 'transitRep', 'transitRepNum', 'armTieUp',
  'machineDelay', 'machineDelayComment', 'customerDelay', 'customerDelayComment', 'loramDelay', 'loramDelayComment', 'commentsInt', 'commentsExt',
] as const;
export const ROW_FIELDS = ['segmentFrom', 'segmentTo', 'curve', 'leftRailPasses', 'rightRailPasses', 'completed', 'direction', 'leftRailProfile', 'rightRailProfile'] as const;
export type GenericRowValues = Record<(typeof ROW_FIELDS)[number], string>;
export type GenericValues = Record<(typeof SHIFT_FIELDS)[number], string> & { grinds: GenericRowValues[] };

/** A new grind row: complete, direction the first option when known (spec 000 section 4). */
export function newRow(direction = ''): GenericRowValues {
  return { segmentFrom: '', segmentTo: '', curve: '', leftRailPasses: '', rightRailPasses: '', completed: COMPLETE_STATUSES[0], direction, leftRailProfile: '', rightRailProfile: '' };
}

/** An empty form with one grind row. */
export function defaultValues(): GenericValues {
  return { ...(Object.fromEntries(SHIFT_FIELDS.map((k) => [k, ''])) as Record<(typeof SHIFT_FIELDS)[number], string>), grinds: [newRow()] };
}

const num = (v: string): number | null => (v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/** A row's length, '' until both ends are numbers: 25 x |to - from| (spec 000 section 5.4). */
export function rowLength(row: Pick<GenericRowValues, 'segmentFrom' | 'segmentTo'>): string {
  const from = num(row.segmentFrom);
  const to = num(row.segmentTo);
  return from === null || to === null ? '' : String(genericRowLength(from, to));
}

/** Pass feet of the rows whose ends and passes are numbers (spec 000 section 5.4). */
export function totalPassFeet(rows: readonly GenericRowValues[]): number {
  const counted = rows.flatMap((r) => {
    const length = rowLength(r);
    const left = num(r.leftRailPasses);
    const right = num(r.rightRailPasses);
    return length === '' || left === null || right === null || left < 0 || right < 0 ? [] : [{ length: Number(length), passesLeft: left, passesRight: right }];
  });
  return passFeet(counted);
}

const complete = (v: GenericValues) => ({ ...v, passFeet: String(totalPassFeet(v.grinds)), grinds: v.grinds.map((g) => ({ ...g, length: rowLength(g) })) });

/** Only the first error (spec 000 section 5.4); undefined when the values are valid. */
export function validate(values: GenericValues): FirstIssue | undefined {
  const result = genericFilingSchema.safeParse(complete(values));
  return result.success ? undefined : firstIssue(result.error);
}

/** The request of valid values (lengths and pass feet computed); throws otherwise. */
export function toRequest(values: GenericValues): GenericFiling {
  return genericFilingSchema.parse(complete(values));
}

/** The values 'Auto Populating Fields' puts in (spec 000 section 3.9), shift number already + 1. */
export function autofillValues(found: Extract<AutofillResult, { found: true }>): Partial<GenericValues> {
  return {
    line: found.line, shiftNum: String(found.shiftNum), shiftType: found.shiftType, workType: found.workType, grinderType: found.grinderType,
    stoneType: found.stoneType, waterLevel: found.waterLevel, fuelLevel: found.fuelLevel, grinderOperator: found.grinderOperator,
    grinderOperatorNum: found.grinderOperatorNum, armSupervisor: found.armSupervisor, armSupervisorNum: found.armSupervisorNum,
    transitRep: found.transitRep, transitRepNum: found.transitRepNum, armTieUp: found.armTieUp,
  };
}

type ShiftValues = Omit<GenericValues, 'grinds'>;

/**
 * What an autofill answer may still write: nothing when the customer changed while it was on its
 * way, and only the fields the user has not changed since the customer was chosen (nor a
 * person's number when their name was changed, or the reverse). On a slow
 * network the answer can arrive after the user typed the line or shift number; it never overwrites them.
 */
export function autofillPatch(fill: Partial<ShiftValues>, whenAsked: ShiftValues, now: ShiftValues): Partial<ShiftValues> {
  if (now.customer !== whenAsked.customer) return {};
  const untouched = (k: keyof ShiftValues) => now[k] === whenAsked[k];
  // A person's number goes with their name: one typed meanwhile keeps the other from the last report.
  const partner = (k: keyof ShiftValues) => PEOPLE.find((pair) => pair.includes(k))?.find((other) => other !== k);
  return Object.fromEntries(
    Object.entries(fill).filter(([key]) => {
      const k = key as keyof ShiftValues;
      const other = partner(k);
      return untouched(k) && (other === undefined || untouched(other));
    }),
  );
}

const PEOPLE: readonly (readonly (keyof ShiftValues)[])[] = [
  ['grinderOperator', 'grinderOperatorNum'],
  ['armSupervisor', 'armSupervisorNum'],
  ['transitRep', 'transitRepNum'],
];

/** The form values of a stored standard report (the edit-report form). */
export function toFormValues(r: ShiftReport): GenericValues {
  const x = r.extended?.kind === 'standard' ? r.extended : undefined;
  const delay = (kind: string) => r.delays?.find((d) => d.kind === kind);
  const s = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  return {
    shiftDate: r.date, customer: r.site, line: r.line, shiftNum: s(r.shiftNum), shiftType: r.shiftType, workType: s(r.workType), grinderType: r.grinderType,
    stoneType: r.stoneType, waterLevel: s(x?.waterLevel), fuelLevel: s(x?.fuelLevel), sparkMins: String(r.sparkMin), callTime: s(x?.callTime),
    departedTime: s(x?.departedTime), startTime: s(r.startTime), stopTime: s(r.stopTime), startTimeLoc: s(x?.startTimeLoc), stopTimeLoc: s(x?.stopTimeLoc),
    grinderTieUpTime: s(x?.grinderTime), grinderTieUpLoc: s(x?.grinderLoc), grinderOperator: r.grinderOperator, grinderOperatorNum: s(x?.grinderOperatorNumber),
    armSupervisor: s(x?.ARMSupervisor), armSupervisorNum: s(x?.ARMSupervisorNumber), transitRep: s(x?.transitRep), transitRepNum: s(x?.transitRepNumber),
    armTieUp: s(x?.ARMTieUpLoc), machineDelay: s(delay('machine')?.minutes), machineDelayComment: s(delay('machine')?.comment),
    customerDelay: s(delay('customer')?.minutes), customerDelayComment: s(delay('customer')?.comment), loramDelay: s(delay('loram')?.minutes),
    loramDelayComment: s(delay('loram')?.comment), commentsInt: s(r.commentsInt), commentsExt: r.comments,
    grinds: r.ranges.map((g) => ({
      segmentFrom: String(g.from), segmentTo: String(g.to), curve: s(g.segmentNum), leftRailPasses: String(g.passesLeft), rightRailPasses: String(g.passesRight),
      completed: g.complete ? 'complete' : 'incomplete', direction: g.direction, leftRailProfile: s(g.profileLeft), rightRailProfile: s(g.profileRight),
    })),
  };
}
