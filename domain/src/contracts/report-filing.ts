/**
 * What the report filing contracts share (reports.ts): the answers of a filing and the day's
 * reports of a shift viewer. Each form's routes are a file of their own (reports-*.ts), so a form's
 * code bundles its own schemas only (decisions §54); reports.ts re-exports them all as the area.
 */
import { z } from 'zod';
import { filedReportSchema, shiftReportSchema } from '../reports/shift-report-schema';
import { errorBodySchema } from './route-contract';

/** The reports of one day, by shift id, as stored; a day without any also names the site's last shift day before it. */
export const dayReportsSchema = z.object({
  reports: z.array(shiftReportSchema),
  lastShiftBefore: z
    .string()
    .optional()
    .describe("Only when the day holds no report: the date (YYYY-MM-DD) of the site's newest report before it; absent when there is none"),
});

/** The answers of a filing: 201 stored, 200 a retry of a stored submission, 409 `conflict`. */
export const filingResponses = (conflict: string) => ({
  201: filedReportSchema,
  200: filedReportSchema.describe('A retry of a stored submission: the report it stored'),
  409: errorBodySchema.describe(conflict),
});

/** 409 of the filings numbered by the server (file-report.ts fileNumberedReport). */
export const NO_FREE_NUMBER = 'No free shift number was found for the date in the attempts allowed';
