/**
 * Requests of the data-collection routes (spec 002 sections 3, 5 and 7; docs/api.md 'Data
 * collection'): the presigned upload of a rail file, the shift with its records (one
 * transaction), the list filters of spec 001 section 2.13.
 */
import { z } from 'zod';
import { CUSTOMERS } from '../customers/customer-ids';
import { isIsoDate, MAX_DATE } from '../rules/dates';
import { choice, optionalText, requiredDate, requiredNumber, requiredText } from './fields';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from './upload';

const MB = 1024 * 1024;

/** POST /api/datacollection/uploads: one rail file about to be sent straight to S3. */
export const catUploadRequestSchema = z.object({
  fileName: requiredText('fileName is required', { length: 200, message: 'fileName is too long: at most 200 characters' }).refine(
    (n) => /^[\w .()-]+$/.test(n),
    'fileName may hold letters, digits, spaces, dots, dashes, underscores and brackets only',
  ),
  size: z
    .number({ error: 'size must be the file size in bytes' })
    .int('size must be a whole number of bytes')
    .min(1, 'size must be at least 1 byte')
    .max(MAX_UPLOAD_BYTES, `The file is larger than ${MAX_UPLOAD_BYTES / MB} MB`),
  /** From the summary file (docs/cat-format.md): attached to the object as metadata. */
  samplingDistanceMm: z.number({ error: 'samplingDistanceMm must be a number of mm' }).positive('samplingDistanceMm must be positive').max(100, 'samplingDistanceMm must be at most 100').optional(),
  calibrationUmPerUnit: z.number({ error: 'calibrationUmPerUnit must be a number' }).positive('calibrationUmPerUnit must be positive').max(1e6, 'calibrationUmPerUnit must be at most 1000000').optional(),
});

/** One data-collection record: a rail file of a run (spec 002 section 3's record payload). */
export const dataCollectionRecordSchema = z.object({
  id: requiredText('id (the uploaded file id) is required').refine((v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v), 'id must be the file id the upload returned'),
  fileName: requiredText('fileName is required', { length: 200, message: 'fileName is too long: at most 200 characters' }),
  trackId: requiredText(UPLOAD_MESSAGES.inline.trackId, { length: 60, message: 'trackId is too long: at most 60 characters' }),
  rail: choice(['Left', 'Right'] as const, 'rail is required', 'rail must be Left or Right'),
  sensor: z.union([z.number(), z.null()]).optional().transform((v) => v ?? null).pipe(z.number({ error: 'sensor must be a number of mm' }).finite().min(-1000, 'sensor must be at least -1000 mm').max(1000, 'sensor must be at most 1000 mm').nullable()),
  from: requiredNumber('Missing start mp', { invalid: 'from must be a number' }),
  to: requiredNumber('Missing end mp', { invalid: 'to must be a number' }),
  description: optionalText({ length: 500, message: 'description is too long: at most 500 characters' }),
  operator: optionalText({ length: 100, message: 'operator is too long: at most 100 characters' }),
  comment: optionalText({ length: 1000, message: 'comment is too long: at most 1000 characters' }),
  extended: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.record(z.string(), z.number())]), { error: 'extended must be an object of summary key-values' }).default({}),
  runningBand: choice(['Yes', 'No'] as const, 'runningBand is required', 'runningBand must be Yes or No'),
});

/** Rail files one data-collection shift takes (its filing transaction holds 2 items per file plus 2). */
export const MAX_RAIL_FILES_PER_SHIFT = 48;

/** POST /api/datacollection/shift: the shift data and every rail record, filed in one transaction. */
export const dataCollectionShiftSchema = z
  .object({
    date: requiredDate(UPLOAD_MESSAGES.date),
    clientId: choice(CUSTOMERS, UPLOAD_MESSAGES.inline.clientId, 'clientId must be a known client'),
    lineName: requiredText(UPLOAD_MESSAGES.line, { length: 60, message: 'lineName is too long: at most 60 characters' }),
    // Filing is one DynamoDB transaction (at most 100 items): the shift, a record and a claim per
    // file, and the audit entry, so 48 files at most.
    records: z.array(dataCollectionRecordSchema, { error: 'records must be a list' }).min(1, UPLOAD_MESSAGES.noFiles).max(MAX_RAIL_FILES_PER_SHIFT, `At most ${MAX_RAIL_FILES_PER_SHIFT} rail files per shift`),
  })
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.records.forEach((r, i) => {
      if (seen.has(r.id)) ctx.addIssue({ code: 'custom', path: ['records', i, 'id'], message: 'The same file is listed twice' });
      seen.add(r.id);
    });
  });

const optionalDate = (name: string) =>
  z
    .string()
    .refine((d) => isIsoDate(d), `${name} must be a valid date YYYY-MM-DD`)
    .refine((d) => !isIsoDate(d) || d <= MAX_DATE, `${name} must be on or before ${MAX_DATE}`)
    .optional();
const optionalNum = (name: string) => z.string().optional().refine((v) => v === undefined || (v.trim() !== '' && Number.isFinite(Number(v))), `${name} must be a number`).transform((v) => (v === undefined ? undefined : Number(v)));

/**
 * GET /api/datacollection query (spec 001 section 2.13): dates, site, line, track, segment, running
 * band only. Messages name each filter by its label on the Data Collection screen.
 */
export const dataCollectionListSchema = z.object({
  site: choice(['ALL', ...CUSTOMERS] as const, 'Site is required', 'Site must be All sites or a known client'),
  from: optionalDate('From'),
  to: optionalDate('To'),
  line: z.string().max(60, 'Line is too long').optional(),
  track: z.string().max(60, 'Track is too long').optional(),
  segmentFrom: optionalNum('Segment from'),
  segmentTo: optionalNum('Segment to'),
  runningBand: z.enum(['true', 'false'], { error: 'Running band only must be true or false' }).optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must be on or before To', path: ['to'] });

export type CatUploadRequest = z.output<typeof catUploadRequestSchema>;
export type DataCollectionRecordInput = z.output<typeof dataCollectionRecordSchema>;
export type DataCollectionShift = z.output<typeof dataCollectionShiftSchema>;
export type DataCollectionListQuery = z.output<typeof dataCollectionListSchema>;
