/** The generic single-page Grind Report (spec 000 sections 2.4, 3.2 and 5.4). */
import { z } from 'zod';
import { type PhotoRef, withPhotosSchema } from '../photos/photo-schema';
import { CUSTOMERS } from '../customers/customer-ids';
import { round } from '../rules/numbers';
import { choice, COMPLETE_STATUSES, optionalNumber, optionalText, requiredDate, requiredNumber, requiredText, submissionIdSchema } from './fields';
import { isTime } from '../rules/times';

/** The generic form's row length: 25 times |to - from| (spec 000 section 5.4). */
export const GENERIC_LENGTH_FACTOR = 25;

/** Length of a generic-form row: round(25 * |to - from|) (spec 000 section 5.4). */
export function genericRowLength(from: number, to: number): number {
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw new Error(`segment ends must be numbers, got ${from} and ${to}`);
  return round(GENERIC_LENGTH_FACTOR * Math.abs(to - from));
}

/** A Grind Info row (spec 000 sections 3.4 and 5.4). */
export const genericGrindRowSchema = z.object({
  segmentFrom: requiredNumber('Segment From is required.', { invalid: 'Segment From must be a number.' }),
  segmentTo: requiredNumber('Segment To is required.', { invalid: 'Segment To must be a number.' }),
  length: requiredNumber('Length is required.', { min: 0, invalid: 'Length must be a number.' }),
  curve: requiredText('Curve is required.'),
  leftRailPasses: requiredNumber('Left Rail Passes is required.', { integer: true, min: 0, invalid: 'Left Rail Passes must be a whole number.' }),
  rightRailPasses: requiredNumber('Right Rail Passes is required.', { integer: true, min: 0, invalid: 'Right Rail Passes must be a whole number.' }),
  completed: choice(COMPLETE_STATUSES, 'Complete status is required.'),
  direction: requiredText('Direction is required.'),
  leftRailProfile: optionalText(),
  rightRailProfile: optionalText(),
});

const time = optionalText().refine((t) => t === '' || isTime(t), 'Time must be HH:MM (24-hour)');
const delay = optionalNumber(0, 'Delay must be a number of minutes', { min: 0 });

/** The generic form with the messages of spec 000 section 5.4 (only the first is shown). */
export const genericReportSchema = z.object({
  shiftDate: requiredDate('Shift date is required.'),
  customer: choice(CUSTOMERS, 'Customer is required'),
  line: requiredText('Line is required.'),
  shiftNum: requiredNumber('Shift Number is Required', { integer: true, min: 0, max: 999, invalid: 'Shift Number is Required', tooLarge: 'shift number must be no more than 3 digits', tooSmall: 'Shift Number is Required' }),
  shiftType: requiredText('Shift Type is Required'),
  workType: optionalText(),
  grinderType: optionalText(),
  stoneType: optionalText(),
  waterLevel: optionalText(),
  fuelLevel: optionalText(),
  sparkMins: requiredNumber('Spark Minutes is Required as a number', { min: 0 }),
  passFeet: requiredNumber('Pass Feet is Required as a number', { min: 0 }),
  callTime: time,
  departedTime: time,
  startTime: time,
  stopTime: time,
  startTimeLoc: optionalText(),
  stopTimeLoc: optionalText(),
  grinderTieUpTime: time,
  grinderTieUpLoc: optionalText(),
  grinderOperator: requiredText('Grinder Operator Name is Required'),
  grinderOperatorNum: requiredText('Grinder Operator Phone Number is Required'),
  armSupervisor: requiredText('ARM Supervisor Name is Required'),
  armSupervisorNum: requiredText('ARM Supervisor Number is Required'),
  transitRep: requiredText('Transit Representative Name Required'),
  transitRepNum: requiredText('Transit Representative Number Required'),
  armTieUp: optionalText(),
  machineDelay: delay,
  machineDelayComment: optionalText(),
  customerDelay: delay,
  customerDelayComment: optionalText(),
  loramDelay: delay,
  loramDelayComment: optionalText(),
  commentsInt: optionalText(),
  commentsExt: optionalText(),
  grinds: z.array(genericGrindRowSchema).default([]),
});

export type GenericGrindRowInput = z.input<typeof genericGrindRowSchema>;
export type GenericGrindRow = z.output<typeof genericGrindRowSchema>;
export type GenericReportInput = z.input<typeof genericReportSchema>;
export type GenericReport = z.output<typeof genericReportSchema>;

/** What the generic form files (issue 10): the grinder is required too, since the shift id needs its number (spec 000 3.3). */
export const genericFilingSchema = genericReportSchema.extend({ grinderType: requiredText('Grinder Type is Required') });
export type GenericFilingInput = z.input<typeof genericFilingSchema>;
export type GenericFiling = z.output<typeof genericFilingSchema>;

/** Body of POST /api/reports/generic: the filing plus the client's `submissionId` (a retry answers 200). */
export const submitGenericSchema = genericFilingSchema.extend({ submissionId: submissionIdSchema, photos: withPhotosSchema.shape.photos });
export type SubmitGenericRequest = GenericFiling & { submissionId: string; photos?: PhotoRef[] };
