/**
 * The request of POST /api/reports/standard: the four steps of the New Grind Report (spec 000
 * sections 2.2, 3.1, 3.4, 4 and 5.2) as one body. Grind entries need the line's chain bounds, which
 * only the server's catalogue knows, so there are two schemas: the head (every step, entries
 * passed through unparsed) and the full one for a known line.
 */
import { z } from 'zod';
import { type PhotoRef, withPhotosSchema } from '../photos/photo-schema';
import { REGULAR_SHIFT } from '../customers/lists';
import { optionalText, submissionIdSchema } from './fields';
import {
  grindEntrySchema,
  MULTI_STEP_MESSAGES,
  multiStepBasicSchema,
  multiStepShiftSchema,
  multiStepStaffSchema,
  type GrindEntryContext,
} from './multi-step';

/** Messages of the standard report beyond the step messages. */
export const STANDARD_REPORT_MESSAGES = {
  /** Spec 000 section 2.2: a Regular shift files its grind entries. */
  entriesRequired: MULTI_STEP_MESSAGES.submitAll,
  /** Spec 000 section 4: step 4 is done without entries when the shift is not Regular. */
  entriesNotRegular: 'Grind info is only filed for Regular shifts',
} as const;

/** Steps 1-3 plus the comments of spec 000 section 3.1, in the order the form shows them. */
const steps = multiStepBasicSchema
  .and(multiStepShiftSchema)
  .and(multiStepStaffSchema)
  .and(z.object({ commentsInt: optionalText(), commentsExt: optionalText() }));

/** Regular shifts need at least one entry; other shift types none (spec 000 sections 2.2, 4). */
function entriesMatchShiftType(value: unknown, ctx: z.RefinementCtx): void {
  const { shiftType, entries } = (value ?? {}) as { shiftType?: unknown; entries?: unknown };
  if (typeof shiftType !== 'string' || !Array.isArray(entries)) return;
  const regular = shiftType.trim() === REGULAR_SHIFT;
  if (regular && entries.length === 0) ctx.addIssue({ code: 'custom', path: ['entries'], message: STANDARD_REPORT_MESSAGES.entriesRequired });
  if (!regular && entries.length > 0) ctx.addIssue({ code: 'custom', path: ['entries'], message: STANDARD_REPORT_MESSAGES.entriesNotRegular });
}

const withEntries = <E extends z.ZodType>(entry: E) =>
  steps.and(z.object({ entries: z.array(entry, { error: 'entries must be a list' }).optional().default([]) }));

// The step refinements run even when other fields fail (to list every problem), so anything but
// an object must be refused before them.
const anObject = z.looseObject({}, { error: 'The report must be an object' });

function report<S extends z.ZodType>(schema: S) {
  // The cast only widens the input type to the object anObject hands on; the types below keep the real one.
  const typed = schema as unknown as z.ZodType<z.output<S>, Record<string, unknown>>;
  return anObject.pipe(typed).superRefine(entriesMatchShiftType, { when: () => true });
}

/**
 * Steps 1-3, the comments, and `entries` as a list passed through unparsed: what can be checked
 * before the line's chain bounds are known. A Regular shift needs at least one entry ('submit all
 * grind reports'); any other shift type must have none.
 */
export const standardReportHeadSchema = report(withEntries(z.unknown()));

/**
 * The whole report for one customer and line: the head with every entry parsed by
 * {@link grindEntrySchema} (lengths added, chain bounds, chain order, ETS 50 m rule). Throws at
 * build time for an unknown customer.
 */
export function standardReportSchema(context: GrindEntryContext) {
  return report(withEntries(grindEntrySchema(context)));
}

type Head = ReturnType<typeof withEntries<z.ZodUnknown>>;
type Full = ReturnType<typeof withEntries<ReturnType<typeof grindEntrySchema>>>;
export type StandardReportHeadInput = z.input<Head>;
export type StandardReportHead = z.output<Head>;
export type StandardReportInput = z.input<Full>;
export type StandardReportRequest = z.output<Full>;

/**
 * Body of POST /api/reports/standard: the report head (every step, entries unparsed until the line
 * is known) plus the client's `submissionId`, which makes a retry answer 200.
 */
export const submitStandardReportSchema = standardReportHeadSchema.and(z.object({ submissionId: submissionIdSchema })).and(withPhotosSchema);
export type SubmitStandardReportHead = StandardReportHead & { submissionId: string; photos?: PhotoRef[] };
/** A request whose site, line, entries and choices were checked against the customer. */
export type SubmitStandardReportRequest = StandardReportRequest & { submissionId: string; photos?: PhotoRef[] };
