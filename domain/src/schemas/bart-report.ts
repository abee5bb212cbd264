/** Bay Area rapid-transit grind report (spec 000 sections 2.7, 3.6 and 5.6). */
import { z } from 'zod';
import { type PhotoRef, withPhotosSchema } from '../photos/photo-schema';
import { BART_DIRECTIONS, BART_GRINDER_TYPES, BART_LINES, BART_SEGMENT_TYPES, BART_STONE_TYPES } from '../customers/bart';
import { choice, COMPLETE_STATUSES, isoDateParam, optionalText, requiredDate, requiredNumber, requiredText, requiredTime, submissionIdSchema } from './fields';

const passes = (required: string) =>
  requiredNumber(required, { integer: true, min: 0, invalid: `${required.replace(/ is required\.$/, '')} must be a whole number`, tooSmall: `${required.replace(/ is required\.$/, '')} cannot be negative` });

/** One grind row of the BART form (spec 000 section 3.6). */
export const bartReportRow = z.object({
  segmentType: choice(BART_SEGMENT_TYPES, 'Segment Type is required.'),
  completed: choice(COMPLETE_STATUSES, 'Complete status is required.'),
  direction: choice(BART_DIRECTIONS, 'Track Direction is required.'),
  segmentFrom: requiredNumber('Begin MP is required.', { invalid: 'Begin MP must be a number.' }),
  segmentTo: requiredNumber('End MP is required.', { invalid: 'End MP must be a number.' }),
  passesLeft: passes('Left Passes is required.'),
  passesRight: passes('Right Passes is required.'),
});

const LINE_NAMES = BART_LINES.map((l) => l.name) as [string, ...string[]];

/**
 * The BART report (spec 000 section 5.6). Begin and End MP must lie within the line's mile-point
 * range, edges included; outside it the messages are 'Begin MP must be greater than {min}' and
 * 'Begin MP must be less than {max}' (and the same for End MP), on the row's field path.
 */
export const bartReportSchema = z
  .object({
    grinderOperator: requiredText('Name of Person in Charge is required.'),
    date: requiredDate('Date is required.'),
    grinderType: choice(BART_GRINDER_TYPES, 'Grinder Type is required.'),
    startTime: requiredTime('Start Grinding Time is required'),
    stopTime: requiredTime('Quit Grinding Time is required'),
    line: choice(LINE_NAMES, 'Line is required.'),
    stoneType: choice(BART_STONE_TYPES, 'Stone Type is required.'),
    comments: optionalText(),
    rows: z.array(bartReportRow, { error: 'At least one grind row is required.' }).min(1, 'At least one grind row is required.'),
  })
  .superRefine(
    (report, ctx) => {
      const range = BART_LINES.find((l) => l.name === report.line);
      if (!range || !Array.isArray(report.rows)) return;
      report.rows.forEach((row, i) => {
        const ends = [
          ['segmentFrom', 'Begin MP'],
          ['segmentTo', 'End MP'],
        ] as const;
        for (const [key, label] of ends) {
          const value = row?.[key];
          if (typeof value !== 'number') continue;
          if (value < range.minMp) ctx.addIssue({ code: 'custom', path: ['rows', i, key], message: `${label} must be greater than ${range.minMp}` });
          if (value > range.maxMp) ctx.addIssue({ code: 'custom', path: ['rows', i, key], message: `${label} must be less than ${range.maxMp}` });
        }
      });
    },
    { when: () => true },
  );

/** What the BART form holds (strings from inputs allowed). */
export type BartReportInput = z.input<typeof bartReportSchema>;
/** The validated BART report, numbers as numbers: the body of POST /api/reports/bart. */
export type BartReportRequest = z.output<typeof bartReportSchema>;
export type BartReportRowInput = z.input<typeof bartReportRow>;
export type BartReportRow = z.output<typeof bartReportRow>;

/** A new grind row as the form starts it: complete, direction 1, Open Track (spec 000 section 4). */
export function newBartRow(): BartReportRowInput {
  return { segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: '', segmentTo: '', passesLeft: '', passesRight: '' };
}

/**
 * Body of POST /api/reports/bart: the BART report plus the client's `submissionId`, which makes a
 * retry of the same submission answer 200 instead of 409. The report comes first so its spec
 * messages are the ones shown.
 */
export const submitBartReportSchema = bartReportSchema.and(z.object({ submissionId: submissionIdSchema })).and(withPhotosSchema);
export type SubmitBartReportRequest = BartReportRequest & { submissionId: string; photos?: PhotoRef[] };

/** Query of GET /api/reports/bart/exists: the date and grinder type of the shift looked for. */
export const bartReportExistsQuerySchema = z.object({
  date: isoDateParam('date'),
  grinderType: z.enum(BART_GRINDER_TYPES, { error: `grinderType must be one of ${BART_GRINDER_TYPES.join(', ')}` }),
});
export type BartReportExistsQuery = z.output<typeof bartReportExistsQuerySchema>;

/** Query of GET /api/reports/bart: the day listed. */
export const listBartReportsQuerySchema = z.object({ date: isoDateParam('date') });
export type ListBartReportsQuery = z.output<typeof listBartReportsQuerySchema>;
