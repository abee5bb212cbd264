/** The New York subway Grind Shift Report (spec 000 sections 2.8, 3.7, 3.8, 5.7 and 9.5). */
import { z } from 'zod';
import { withPhotosSchema } from '../photos/photo-schema';
import {
  NYCT_DEFECT_PRIORITIES,
  NYCT_DEFECT_TYPES,
  NYCT_DIVISIONS,
  NYCT_GO_PRIORITIES,
  NYCT_GRINDER_TYPES,
  NYCT_LEVELS,
  NYCT_PROFILES,
  NYCT_SEGMENT_TYPES,
  NYCT_SUB_DIVISIONS,
  NYCT_SUPERVISOR_TYPES,
} from '../customers/nyct';
import { nyctLength } from '../rules/lengths';
import { choice, COMPLETE_STATUSES, optionalNumber, optionalText, requiredDate, requiredNumber, requiredText, requiredTime, submissionIdSchema } from './fields';

const DEFECT_TYPES = NYCT_DEFECT_TYPES.map((d) => d.label) as [string, ...string[]];
const LEVELS = NYCT_LEVELS.map((level) => level.label) as [string, ...string[]];

/** A defect removed (spec 000 section 5.7). */
export const nyctDefectSchema = z.object({
  numRemoved: requiredNumber('Number of Defects Removed is Required', { integer: true, min: 0, invalid: 'Number of Defects Removed is Required' }),
  type: choice(DEFECT_TYPES, 'Defect Type is Required'),
  priority: choice(NYCT_DEFECT_PRIORITIES, 'Defect Priority is Required'),
  comment: optionalText(),
});

/** The feet sub-field: at most 2 digits, blank is 0 (spec 000 section 5.7). */
const feet = optionalNumber(0, 'Feet must be at most 2 digits', { integer: true, min: 0, max: 99 });
const station = requiredNumber('Station Number is Required', { min: 0, invalid: 'Station Number is Required' });

/**
 * A grind limit (spec 000 section 5.7). The profile messages reuse the passes wording, as the
 * spec says ('Left Rail Passes is Required' for profileLeft). The output adds `length`, the
 * rounded difference of (chain * 100 + feet) of the two ends.
 */
export const nyctGrindLimitSchema = z
  .object({
    trackId: requiredText('Track Id is Required'),
    segmentType: choice(NYCT_SEGMENT_TYPES, 'Segment Type is Required'),
    segmentFrom: station,
    segmentFromFeet: feet,
    segmentTo: station,
    segmentToFeet: feet,
    passesLeft: requiredNumber('Left Rail Passes is Required', { integer: true, min: 0, invalid: 'Left Rail Passes is Required' }),
    passesRight: requiredNumber('Right Rail Passes is Required', { integer: true, min: 0, invalid: 'Right Rail Passes is Required' }),
    profileLeft: choice(NYCT_PROFILES, 'Left Rail Passes is Required'),
    profileRight: choice(NYCT_PROFILES, 'Right Rail Passes is Required'),
    completed: choice(COMPLETE_STATUSES, 'Complete Status is Required').default('complete'),
    location: optionalText(),
    defects: z.array(nyctDefectSchema).default([]),
  })
  .transform((g) => ({
    ...g,
    length: nyctLength({ chain: g.segmentFrom, feet: g.segmentFromFeet }, { chain: g.segmentTo, feet: g.segmentToFeet }),
  }));

const delay = optionalNumber(0, 'Delay must be a number of minutes', { min: 0 });

/** The subway shift (spec 000 sections 3.7 and 5.7); messages take the form '<Field> is Required'. */
export const nyctShiftSchema = z.object({
  date: requiredDate('Date is Required'),
  grinderType: choice(NYCT_GRINDER_TYPES, 'Grinder Type is Required'),
  superName: requiredText('Supervisor Name is Required'),
  superType: choice(NYCT_SUPERVISOR_TYPES, 'Supervisor Type is Required'),
  passNum: requiredText('Pass Number is Required'),
  subDiv: choice(NYCT_SUB_DIVISIONS, 'Sub Division is Required'),
  div: choice(NYCT_DIVISIONS, 'Division is Required'),
  line: requiredText('Line is Required'),
  lineLabel: optionalText(),
  departYard: requiredText('Departure Yard is Required'),
  departTime: requiredTime('Departure Time is Required'),
  departFuel: choice(LEVELS, 'Departure Fuel is Required'),
  departWater: choice(LEVELS, 'Departure Water is Required'),
  arrivalYard: requiredText('Arrival Yard is Required'),
  arrivalTime: requiredTime('Arrival Time is Required'),
  arrivalFuel: choice(LEVELS, 'Arrival Fuel is Required'),
  arrivalWater: choice(LEVELS, 'Arrival Water is Required'),
  goNum: requiredText('GO Number is Required'),
  goPriority: choice(NYCT_GO_PRIORITIES, 'GO Priority is Required'),
  goStartTime: requiredTime('GO Start Time is Required'),
  goEndTime: requiredTime('GO End Time is Required'),
  goEntryTime: requiredTime('GO Entry Time is Required'),
  goDepartTime: requiredTime('GO Depart Time is Required'),
  sparkMin: requiredNumber('Spark Minutes is Required', { min: 0, invalid: 'Spark Minutes is Required' }),
  passDistance: optionalNumber(0, 'Pass Distance must be a number', { min: 0 }),
  machineDelay: delay,
  machineDelayComment: optionalText(),
  fmDelay: delay,
  fmDelayComment: optionalText(),
  trainDelay: delay,
  trainDelayComment: optionalText(),
  customerDelay: delay,
  customerDelayComment: optionalText(),
  grindLimits: z.array(nyctGrindLimitSchema).min(1, 'Add at least one grind limit'),
});

export type NyctDefectInput = z.input<typeof nyctDefectSchema>;
export type NyctDefect = z.output<typeof nyctDefectSchema>;
export type NyctGrindLimitInput = z.input<typeof nyctGrindLimitSchema>;
export type NyctGrindLimit = z.output<typeof nyctGrindLimitSchema>;
export type NyctShiftInput = z.input<typeof nyctShiftSchema>;
export type NyctShift = z.output<typeof nyctShiftSchema>;

/** The Review Details notice (spec 000 section 2.8). */
export function missingFieldsMessage(count: number): string {
  return `${count} fields are missing. Please hit go back to edit and complete fields`;
}

/**
 * Body of POST /api/reports/nyct: the subway shift plus the client's `submissionId`, which makes a
 * retry answer 200 with the stored report. The form's own fields come first, so their
 * '<Field> is Required' messages are the ones shown.
 */
export const submitNyctReportSchema = nyctShiftSchema.extend({ submissionId: submissionIdSchema, photos: withPhotosSchema.shape.photos });
export type SubmitNyctReportInput = z.input<typeof submitNyctReportSchema>;
export type SubmitNyctReportRequest = z.output<typeof submitNyctReportSchema>;
