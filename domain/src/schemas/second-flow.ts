/** The second grind-report flow for SOUNDTRANSIT and NCTD (spec 000 sections 2.3, 3.4 and 5.3). */
import { z } from 'zod';
import { type PhotoRef, withPhotosSchema } from '../photos/photo-schema';
import { choice, COMPLETE_STATUSES, requiredDate, requiredNumber, requiredText, submissionIdSchema } from './fields';

/** The fixed customer list of the second flow (spec 000 section 6). */
export const SECOND_FLOW_CUSTOMERS = ['SOUNDTRANSIT', 'NCTD'] as const;

const passes = (required: string) => requiredNumber(required, { integer: true, min: 0, invalid: `${required.replace(' is required.', '')} must be a whole number` });

/** One grind card, with the messages of spec 000 section 5.3. */
export const secondFlowGrindSchema = z.object({
  segmentFrom: requiredNumber('Segment From is required.', { invalid: 'Segment From must be a number.' }),
  segmentTo: requiredNumber('Segment To is required.', { invalid: 'Segment To must be a number.' }),
  length: requiredNumber('Length is required.', { min: 0, invalid: 'Length must be a number.' }),
  curve: requiredText('Curve is required.'),
  leftRailPasses: passes('Left Rail Passes is required.'),
  rightRailPasses: passes('Right Rail Passes is required.'),
  completed: choice(COMPLETE_STATUSES, 'Complete status is required.'),
  direction: requiredText('Direction is required.', { length: 5, message: 'Direction must be at most 5 characters.' }),
  leftRailProfile: requiredText('Left Rail Profile is required', { length: 10, message: 'Left Rail Profile must be at most 10 characters' }),
  rightRailProfile: requiredText('Right Rail Profile is required', { length: 10, message: 'Right Rail Profile must be at most 10 characters' }),
});

/** The second-flow report: customer, date, line and at least one grind card. */
export const secondFlowReportSchema = z.object({
  customer: choice(SECOND_FLOW_CUSTOMERS, 'Customer is required.'),
  date: requiredDate('Date is required.'),
  line: requiredText('Line is required.'),
  grinds: z.array(secondFlowGrindSchema).min(1, 'Add at least one grind.'),
});

export type SecondFlowGrindInput = z.input<typeof secondFlowGrindSchema>;
export type SecondFlowGrind = z.output<typeof secondFlowGrindSchema>;
export type SecondFlowReportInput = z.input<typeof secondFlowReportSchema>;
export type SecondFlowReport = z.output<typeof secondFlowReportSchema>;

/** The first error only, as the second flow and generic form show (spec 000 sections 5.3, 5.4). */
export function firstError(error: z.ZodError | undefined): string | undefined {
  return error?.issues[0]?.message;
}

/**
 * What the second flow files (issue 10): the report plus the grinder, which the shift id needs
 * (spec 000 section 3.3: date, shift number, grinder number); the server allocates the number.
 */
export const secondFlowFilingSchema = secondFlowReportSchema.extend({ grinderType: requiredText('Grinder Type is required.') });
export type SecondFlowFilingInput = z.input<typeof secondFlowFilingSchema>;
export type SecondFlowFiling = z.output<typeof secondFlowFilingSchema>;

/** Body of POST /api/reports/second-flow: the filing plus the client's `submissionId` (a retry answers 200). */
export const submitSecondFlowSchema = secondFlowFilingSchema.extend({ submissionId: submissionIdSchema, photos: withPhotosSchema.shape.photos });
export type SubmitSecondFlowRequest = SecondFlowFiling & { submissionId: string; photos?: PhotoRef[] };
