/**
 * The request and answer schemas of the routes that manage filed reports (contracts/report-versions.ts)
 * and of the admin routes (contracts/admin.ts): find, delete, edit, history, restore, mails, audit
 * log, mail lists. The messages are the ones the screens and tests rely on; `Same` keeps each answer
 * schema equal to the interface the screens already use.
 */
import { withPhotosSchema } from '../photos/photo-schema';
import { z } from 'zod';
import { monthlyQuerySchema } from './dashboards';
import { isIsoDate, MAX_DATE } from '../rules/dates';
import { pdfLinkSchema, shiftReportSchema, type Same } from '../reports/shift-report-schema';
import type { AuditEntry, ChangeClient, FieldChange, RangeChange, ReportDiff, ReportVersion } from '../reports/report-history';
import type { NyctShiftInput } from './nyct-report';
import { nyctShiftSchema } from './nyct-report';
import type { MailList, MailStatus, ReportMails } from './mail-lists';
import { changeReasonField, reviewEventSchema } from './reviews';

/** A required YYYY-MM-DD query value named `name`, at most 2100-12-31, with messages naming it
 * (the same rule and messages as `isoDateParam` of functions/src/lib/validate.ts). */
export function isoDateQueryParam(name: string) {
  return z
    .string({ error: `${name} is required` })
    .trim()
    .refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`)
    .refine((d) => d <= MAX_DATE, `${name} must be on or before ${MAX_DATE}`);
}

// ---- Requests ----

/** The `{shiftId}` path parameter of the report routes: 13 or 14 digits (docs/data-model.md). */
export const shiftIdParamsSchema = z.object({
  shiftId: z.string({ error: 'shiftId is required' }).regex(/^\d{13,14}$/, 'shiftId must be a shift id of 13 or 14 digits'),
});

/** The `{shiftId}` and `{index}` path parameters of a grind row: the row's position in the report, from 0. */
export const grindRowParamsSchema = shiftIdParamsSchema.extend({
  index: z.string({ error: 'index is required' }).regex(/^\d{1,4}$/, 'index must be the number of a grind row').transform(Number),
});

/** ?site&date&line of GET /api/reports/shifts: 'Search needs date, line and site' (spec 000 section 5.8). */
export const findShiftsQuerySchema = z.object({
  site: z.string({ error: 'site is required' }).trim().min(1, 'site is required'),
  date: isoDateQueryParam('date'),
  line: z.string({ error: 'line is required' }).trim().min(1, 'line is required').max(100, 'line must be at most 100 characters'),
});
export type FindShiftsQuery = z.output<typeof findShiftsQuerySchema>;

/** Body of POST /api/reports/{shiftId}/restore: the version to bring back. */
export const restoreReportSchema = z.object({
  reason: changeReasonField,
  version: z.number({ error: 'version must be a version number' }).int('version must be a version number').min(1, 'version must be a version number').max(1_000_000, 'version must be a version number'),
});

/**
 * Body of PUT /api/reports/{shiftId}: the subway form plus the `changeId` of the version loaded,
 * and the photos the report keeps (issue 28): the whole list, photos added or removed; absent, the
 * stored photos stay as they are. Photos added are uploaded under the report's own submission id.
 */
export const editNyctReportSchema = nyctShiftSchema.extend({
  changeId: z.string({ error: 'changeId is required' }).trim().min(1, 'changeId is required').max(100, 'changeId is too long'),
  photos: withPhotosSchema.shape.photos,
  /** Why an approved shift is changed (required then: decisions §53). */
  reason: changeReasonField,
});
export type EditNyctReportRequest = z.output<typeof editNyctReportSchema>;

/**
 * The body of PUT /api/reports/{shiftId} as its contract checks it: {@link editNyctReportSchema}
 * (the subway form, `changeId`, the photos, the reason of a change of an approved shift), so a bad
 * body is a 400 naming the field before the stored report is read (decisions §57).
 */
export const editNyctReportBodySchema = editNyctReportSchema.describe(
  'The subway form (the body of POST /api/reports/nyct without `submissionId`) plus `changeId`, the version it was made on, the photos (the list replaces the stored one; none sent keeps it) and `reason`, required once the agency approved the shift',
);

/** Path parameter of PUT /api/mail/lists/{clientKey} (the key itself is checked by the service: 400 unknown client key). */
export const clientKeyParamsSchema = z.object({ clientKey: z.string({ error: 'clientKey is required' }) });

/** Query of GET /api/audit: from/to dates (inclusive), optional site and user, format json|csv. */
export const auditQuerySchema = z
  .object({
    from: isoDateQueryParam('from'),
    to: isoDateQueryParam('to'),
    site: z.string().trim().max(40, 'site is too long').optional(),
    user: z.string().trim().max(100, 'user is too long').optional(),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to must be on or after from' });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/**
 * The body of POST /api/reports/monthly/pdf: checked like GET /api/dashboard/monthly's query
 * (messages naming the field), from the one schema both routes share.
 */
export const monthlyPdfBodySchema = monthlyQuerySchema.describe('{ site, projectStart, reportEnd, interval?, phase? }, checked like GET /api/dashboard/monthly\'s query');
/** What the Report Generator asks a monthly PDF for (POST /api/reports/monthly/pdf). */
export type MonthlyPdfRequest = z.input<typeof monthlyPdfBodySchema>;

// ---- Answers ----

/** A report after a change: the report and the stamp of the version the change made. */
export const versionStampSchema = z.object({ version: z.number(), changeId: z.string(), changedAt: z.string(), changedBy: z.string() });
export const stampedReportSchema = versionStampSchema.extend({ report: shiftReportSchema });

/** The answer of a grind-row removal: the report without the rows. */
export const reportOnlySchema = z.object({ report: shiftReportSchema });

/** The form values of a stored subway report (what the edit page loads into the form). */
const nyctFormValuesSchema = z.custom<NyctShiftInput>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'form must be the subway form\'s values');

/** GET /api/reports/{shiftId}/edit. */
export const reportForEditSchema = stampedReportSchema.extend({ form: nyctFormValuesSchema });
export type ReportForEdit = z.output<typeof reportForEditSchema>;

const fieldChangeSchema = z.object({ path: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() });
const changeKind = z.enum(['added', 'removed', 'changed']);
const rangeChangeSchema = z.object({
  kind: changeKind,
  entry: z.number(),
  label: z.string(),
  fields: z.array(fieldChangeSchema),
  defects: z.array(z.object({ kind: changeKind, entry: z.number(), fields: z.array(fieldChangeSchema) })),
});
const photoChangeSchema = z.object({ kind: changeKind, id: z.string(), fileName: z.string(), fields: z.array(fieldChangeSchema) });
export const reportDiffSchema = z.object({ fields: z.array(fieldChangeSchema), ranges: z.array(rangeChangeSchema), photos: z.array(photoChangeSchema).optional() });
const changeClientSchema = z.object({ userAgent: z.string(), sourceIp: z.string() });
export const reportVersionSchema = z.object({
  shiftId: z.string(),
  site: z.string(),
  version: z.number(),
  changeId: z.string(),
  action: z.enum(['file', 'edit', 'delete', 'restore']),
  at: z.string(),
  by: z.string(),
  client: changeClientSchema.optional(),
  report: shiftReportSchema.optional(),
  restoredFrom: z.number().optional(),
  reason: z.string().optional(),
});
export const historyVersionSchema = reportVersionSchema.extend({ diff: reportDiffSchema.nullable() });

/** GET /api/reports/{shiftId}/history. */
export const reportHistorySchema = z.object({
  shiftId: z.string(),
  site: z.string(),
  deleted: z.boolean(),
  currentVersion: z.number().nullable(),
  versions: z.array(historyVersionSchema),
  /** The agency's approvals and disputes, each naming the version it was on (issue 29). */
  reviews: z.array(reviewEventSchema).optional(),
});
export type HistoryVersion = z.output<typeof historyVersionSchema>;
export type ReportHistory = z.output<typeof reportHistorySchema>;

const mailStatusSchema = z.object({
  kind: z.enum(['internal', 'external', 'skytrain', 'nyct']),
  status: z.enum(['queued', 'sent', 'failed', 'skipped']),
  to: z.array(z.string()),
  subject: z.string().optional(),
  attempts: z.number(),
  reason: z.string().optional(),
  lastError: z.string().optional(),
  messageId: z.string().optional(),
});

/** GET /api/reports/{shiftId}/mails. */
export const reportMailsSchema = z.object({
  shiftId: z.string(),
  status: z.enum(['queued', 'done', 'failed']),
  mails: z.array(mailStatusSchema),
  updatedAt: z.string(),
});

/** One client's mail list as the API answers it. */
export const mailListAnswerSchema = z.object({ clientKey: z.string(), addresses: z.array(z.string()), updatedAt: z.string().optional(), updatedBy: z.string().optional() });

/** One audited write as GET /api/audit answers it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  user: z.string(),
  role: z.string(),
  action: z.string(),
  site: z.string(),
  target: z.string(),
  summary: z.string(),
  userAgent: z.string(),
  sourceIp: z.string(),
});

/** What POST /api/reports/monthly/pdf answers: a short-lived link to the stored PDF. */
export const monthlyPdfLinkSchema = pdfLinkSchema;
export type MonthlyPdfLink = z.output<typeof monthlyPdfLinkSchema>;

// Compile-time checks that each schema describes its interface exactly.
export const REPORT_VERSION_SCHEMAS_MATCH: [
  Same<z.output<typeof fieldChangeSchema>, FieldChange>,
  Same<z.output<typeof rangeChangeSchema>, RangeChange>,
  Same<z.output<typeof reportDiffSchema>, ReportDiff>,
  Same<z.output<typeof changeClientSchema>, ChangeClient>,
  Same<z.output<typeof reportVersionSchema>, ReportVersion>,
  Same<z.output<typeof mailStatusSchema>, MailStatus>,
  Same<z.output<typeof reportMailsSchema>, ReportMails>,
  Same<z.output<typeof mailListAnswerSchema>, MailList>,
  Same<z.output<typeof auditEntrySchema>, AuditEntry>,
] = [true, true, true, true, true, true, true, true, true];
