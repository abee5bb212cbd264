/** The elevated-rail (sky train) grind report (spec 000 sections 2.6, 3.5, 5.5 and 9.3). */
import { z } from 'zod';
import { type PhotoRef, withPhotosSchema } from '../photos/photo-schema';
import { SKYTRAIN_CURVE_TYPES, SKYTRAIN_DIRECTIONS, SKYTRAIN_GRINDER_TYPES, SKYTRAIN_LINES, SKYTRAIN_SHIFT_TYPES, SKYTRAIN_STONE_TYPES } from '../customers/skytrain';
import { choice, COMPLETE_STATUSES, isoDateParam, optionalNumber, optionalText, requiredDate, requiredNumber, requiredText, submissionIdSchema } from './fields';

/** A grind row of the elevated-rail form. */
export const skytrainGrindRowSchema = z.object({
  completed: choice(COMPLETE_STATUSES, 'Complete status is required.'),
  direction: choice(SKYTRAIN_DIRECTIONS, 'Direction is required.'),
  segmentFrom: requiredNumber('Segment From is required.', { integer: true, min: 0, invalid: 'Segment From must be a whole segment number.' }),
  segmentTo: requiredNumber('Segment To is required.', { integer: true, min: 0, invalid: 'Segment To must be a whole segment number.' }),
  curveType: choice(SKYTRAIN_CURVE_TYPES, 'Curve type is required.'),
  passesLeft: requiredNumber('Left Passes is required.', { integer: true, min: 0, invalid: 'Left Passes must be a whole number.' }),
  passesRight: requiredNumber('Right Passes is required.', { integer: true, min: 0, invalid: 'Right Passes must be a whole number.' }),
  comments: optionalText(),
});

/**
 * The elevated-rail report (spec 000 section 5.5): shiftDate, line, type of shift, grinder type,
 * operator and stone type required; spark mins, track time and engine hours numbers only, a blank
 * spark mins is 0 (blank track time and engine hours are 0 too).
 */
export const skytrainReportSchema = z.object({
  shiftDate: requiredDate('Shift date is required.'),
  line: choice(SKYTRAIN_LINES, 'Line is required.'),
  shiftType: choice(SKYTRAIN_SHIFT_TYPES, 'Type of shift is required.'),
  grinderOperator: requiredText('Grinder Operator is required.'),
  grinderType: choice(SKYTRAIN_GRINDER_TYPES, 'Grinder Type is required.'),
  stoneType: choice(SKYTRAIN_STONE_TYPES, 'Stone Type is required.'),
  sparkMins: optionalNumber(0, 'Spark mins must be a number.', { min: 0 }),
  availableTrackTime: optionalNumber(0, 'Track time must be a number.', { min: 0 }),
  engineHours: optionalNumber(0, 'Engine hours must be a number.', { min: 0 }),
  tieUpLocation: optionalText(),
  commentsExt: optionalText(),
  rows: z.array(skytrainGrindRowSchema).min(1, 'At least one grind row is required.'),
});

export type SkytrainGrindRowInput = z.input<typeof skytrainGrindRowSchema>;
export type SkytrainGrindRow = z.output<typeof skytrainGrindRowSchema>;
export type SkytrainReportInput = z.input<typeof skytrainReportSchema>;
export type SkytrainReport = z.output<typeof skytrainReportSchema>;

/**
 * Body of POST /api/reports/skytrain: the SkyTrain report plus the client's `submissionId`, which
 * makes a retry answer the stored report (200) instead of filing it twice.
 */
export const submitSkytrainReportSchema = skytrainReportSchema.and(z.object({ submissionId: submissionIdSchema })).and(withPhotosSchema);
export type SubmitSkytrainReportRequest = SkytrainReport & { submissionId: string; photos?: PhotoRef[] };

/** Query of GET /api/reports/skytrain: the day listed. */
export const listSkytrainReportsQuerySchema = z.object({ date: isoDateParam('date') });
export type ListSkytrainReportsQuery = z.output<typeof listSkytrainReportsQuerySchema>;
