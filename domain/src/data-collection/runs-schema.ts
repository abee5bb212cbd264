/**
 * The zod schemas of what the data-collection routes answer (runs.ts; docs/api.md 'Data
 * collection'), for the route contracts' responses; `Same` keeps them equal to the interfaces.
 */
import { z } from 'zod';
import type { Same } from '../reports/shift-report-schema';
import type { DataCollectionRecordSummary, DataCollectionRun } from './runs';

/** `{fileId}` of GET /api/datacollection/files/{fileId}: the id the upload returned. */
export const dataCollectionFileParamsSchema = z.object({
  fileId: z
    .string({ error: 'fileId must be a file id' })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'fileId must be a file id'),
});

/** POST /api/datacollection/uploads: what the browser needs to send the file, the URL and the headers it was signed with. */
export const presignedUploadSchema = z.object({
  fileId: z.string(),
  key: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresInSeconds: z.number(),
});
export type PresignedUpload = z.output<typeof presignedUploadSchema>;

export const dataCollectionRecordSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  trackId: z.string(),
  rail: z.enum(['Left', 'Right']),
  sensor: z.number().nullable(),
  from: z.number(),
  to: z.number(),
  description: z.string(),
  operator: z.string(),
  comment: z.string(),
  runningBand: z.enum(['Yes', 'No']),
});

export const dataCollectionRunSchema = dataCollectionRecordSummarySchema.extend({
  shiftId: z.string(),
  date: z.string(),
  clientId: z.string(),
  lineName: z.string(),
  status: z.enum(['processing', 'processed', 'failed']),
  reason: z.string().optional(),
  cqi: z.record(z.string(), z.number()).optional(),
  lengthM: z.number().optional(),
});

/** A processed series: x and y of each point. */
const xySchema = z.object({ x: z.array(z.number()), y: z.array(z.number()) });

/** What the charts read of a processed run (the processor stores more: sampling, counts, segments). */
export const catRunResultSchema = z.object({ OCT_3: xySchema, OCT_24: xySchema, RMS_30_100: xySchema, CQI: z.record(z.string(), z.number()) });
export type CatRunResult = z.output<typeof catRunResultSchema>;

/** GET /api/datacollection/files/{fileId}: the processing of one rail file. */
export const runResultAnswerSchema = z.object({
  fileId: z.string(),
  status: z.enum(['processed', 'failed']),
  reason: z.string().optional(),
  processedAt: z.string(),
  result: catRunResultSchema.optional(),
});
export type RunResultAnswer = z.output<typeof runResultAnswerSchema>;

// Compile-time checks that each schema describes its interface exactly.
export const RUNS_SCHEMAS_MATCH_INTERFACES: [
  Same<z.output<typeof dataCollectionRecordSummarySchema>, DataCollectionRecordSummary>,
  Same<z.output<typeof dataCollectionRunSchema>, DataCollectionRun>,
] = [true, true];
