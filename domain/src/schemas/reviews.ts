/**
 * Request and answer schemas of the agency sign-off routes (contracts/reviews.ts, issue 29).
 * `Same` keeps each answer schema equal to the interface of domain/src/reviews.
 */
import { z } from 'zod';
import { shiftReportSchema, type Same } from '../reports/shift-report-schema';
import type { ReviewMark, ShiftReview } from '../reviews/review-state';
import type { MonthEvent, MonthState, QuantitiesStatement, StatementFigures, StatementShift } from '../reviews/statement';
import { MIN_REASON_LENGTH } from '../reviews/review-state';

const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

/** A YYYY-MM month named `month`. */
export const monthField = z.string({ error: 'month is required' }).trim().regex(MONTH, 'month must be a month written YYYY-MM');
const siteField = z.string({ error: 'site is required' }).trim().min(1, 'site is required').max(40, 'site is too long');
const phaseField = z.enum(['1', '2'], { error: 'phase must be 1 or 2' }).transform(Number).optional();

/** ?site&month of the review list. */
export const reviewListQuerySchema = z.object({ site: siteField, month: monthField });
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** ?site&month&phase of the statement (JSON and CSV). */
export const statementQuerySchema = z.object({ site: siteField, month: monthField, phase: phaseField });
export type StatementQuery = z.output<typeof statementQuerySchema>;

/** Body of POST /api/statements/pdf. */
export const statementPdfBodySchema = statementQuerySchema;
export type StatementPdfRequest = z.input<typeof statementPdfBodySchema>;

/** Body of POST /api/reviews/{shiftId}: approve or dispute the version seen, with a comment (required for a dispute). */
export const reviewBodySchema = z.object({
  decision: z.enum(['approved', 'disputed'], { error: 'decision must be approved or disputed' }),
  version: z.number({ error: 'version must be a version number' }).int('version must be a version number').min(1, 'version must be a version number').max(1_000_000, 'version must be a version number'),
  comment: z.string({ error: 'comment must be text' }).trim().max(1000, 'comment must be at most 1000 characters').default(''),
});
export type ReviewRequest = z.input<typeof reviewBodySchema>;

/** Body of POST /api/statements/close. */
export const closeMonthBodySchema = z.object({ site: siteField, month: monthField });
export type CloseMonthRequest = z.input<typeof closeMonthBodySchema>;

/** Body of POST /api/statements/reopen: the reason is recorded. */
export const reopenMonthBodySchema = closeMonthBodySchema.extend({
  reason: z.string({ error: 'reason is required' }).trim().min(MIN_REASON_LENGTH, `reason must be at least ${MIN_REASON_LENGTH} characters`).max(1000, 'reason must be at most 1000 characters'),
});
export type ReopenMonthRequest = z.input<typeof reopenMonthBodySchema>;

/** The reason of a change of an approved shift (edits and grind-row removals). */
export const changeReasonField = z.string({ error: 'reason must be text' }).trim().max(1000, 'reason must be at most 1000 characters').optional();
/** ?reason of the grind-row removals (DELETE has no body). */
export const changeReasonQuerySchema = z.object({ reason: changeReasonField });

// ---- Answers ----

const reviewStatusSchema = z.enum(['not-reviewed', 'approved', 'disputed', 'needs-reapproval']);
export const reviewMarkSchema = z.object({
  decision: z.enum(['approved', 'disputed']),
  version: z.number(),
  by: z.string(),
  at: z.string(),
  identityProvider: z.string(),
  comment: z.string(),
});
export const shiftReviewSchema = z.object({
  shiftId: z.string(),
  site: z.string(),
  date: z.string(),
  latest: reviewMarkSchema,
  lastApproval: reviewMarkSchema.optional(),
});

const figuresSchema = z.object({
  shifts: z.number(),
  completedLength: z.number(),
  completedDistance: z.number(),
  passLength: z.number(),
  passDistance: z.number(),
  sparkMinutes: z.number(),
  trackMinutes: z.number(),
  lines: z.array(z.string()),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
});
const statementShiftSchema = z.object({
  shiftId: z.string(),
  date: z.string(),
  line: z.string(),
  grinderType: z.string(),
  shiftType: z.string().nullable(),
  version: z.number(),
  status: reviewStatusSchema,
  completedLength: z.number(),
  passLength: z.number(),
  sparkMinutes: z.number().nullable(),
  trackMinutes: z.number(),
  approval: reviewMarkSchema.optional(),
  dispute: reviewMarkSchema.optional(),
});
const monthEventSchema = z.object({ action: z.enum(['closed', 'reopened']), by: z.string(), at: z.string(), identityProvider: z.string().optional(), reason: z.string().optional() });
const monthStateSchema = z.object({ closed: z.boolean(), events: z.array(monthEventSchema) });

/** GET /api/statements. */
export const statementSchema = z.object({
  site: z.string(),
  month: z.string(),
  phase: z.number().nullable(),
  lengthUnit: z.enum(['feet', 'meters']),
  units: z.enum(['Miles', 'Kilometers']),
  columns: z.object({ approved: figuresSchema, disputed: figuresSchema, notReviewed: figuresSchema }),
  total: figuresSchema,
  shifts: z.array(statementShiftSchema),
  monthState: monthStateSchema,
  closable: z.boolean(),
});

/** GET /api/reviews: the month's shifts of a site with their status (the statement's shift rows), and whether the month is closed. */
export const reviewListSchema = z.object({ site: z.string(), month: z.string(), monthState: monthStateSchema, shifts: z.array(statementShiftSchema) });
export type ReviewList = z.output<typeof reviewListSchema>;

/** One event of a shift's review history: a decision, recorded once. */
export const reviewEventSchema = reviewMarkSchema.extend({ shiftId: z.string() });
export type ReviewEvent = z.output<typeof reviewEventSchema>;

/** GET /api/reviews/{shiftId}: the shift as filed now, its status and its review history. */
export const shiftForReviewSchema = z.object({
  report: shiftReportSchema,
  version: z.number(),
  status: reviewStatusSchema,
  review: shiftReviewSchema.nullable(),
  events: z.array(reviewEventSchema),
  monthClosed: z.boolean(),
  /** Whether the caller may approve or dispute (the site's agency reviewer, month open). */
  mayReview: z.boolean(),
});
export type ShiftForReview = z.output<typeof shiftForReviewSchema>;

/** POST /api/reviews/{shiftId}: the review as recorded and the shift's new status. */
export const reviewAnswerSchema = z.object({ review: shiftReviewSchema, status: reviewStatusSchema });
export type ReviewAnswer = z.output<typeof reviewAnswerSchema>;

export const REVIEW_SCHEMAS_MATCH: [
  Same<z.output<typeof reviewMarkSchema>, ReviewMark>,
  Same<z.output<typeof shiftReviewSchema>, ShiftReview>,
  Same<z.output<typeof figuresSchema>, StatementFigures>,
  Same<z.output<typeof statementShiftSchema>, StatementShift>,
  Same<z.output<typeof monthEventSchema>, MonthEvent>,
  Same<z.output<typeof monthStateSchema>, MonthState>,
  Same<z.output<typeof statementSchema>, QuantitiesStatement>,
] = [true, true, true, true, true, true, true];
