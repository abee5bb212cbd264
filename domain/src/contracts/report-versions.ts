/** The contracts of the routes that manage filed reports: find, delete, edit, history, restore, mails, the monthly PDF (route-contract.ts). */
import { z } from 'zod';
import { shiftReportSchema } from '../reports/shift-report-schema';
import {
  editNyctReportBodySchema,
  findShiftsQuerySchema,
  grindRowParamsSchema,
  reportForEditSchema,
  reportHistorySchema,
  reportMailsSchema,
  reportOnlySchema,
  restoreReportSchema,
  shiftIdParamsSchema,
  stampedReportSchema,
  monthlyPdfBodySchema,
  monthlyPdfLinkSchema,
} from '../schemas/report-versions';
import { changeReasonQuerySchema } from '../schemas/reviews';
import { defineRoute, errorBodySchema } from './route-contract';
import { REPORT_WRITERS } from './callers';

export const reportShiftsRoute = defineRoute({
  id: 'report-shifts', method: 'GET', path: '/api/reports/shifts', allow: REPORT_WRITERS, site: { from: 'query', name: 'site' },
  summary: 'The shifts of a date, customer and line with their grind rows, for Delete Old Grind Report (spec 000 2.5)',
  query: findShiftsQuerySchema,
  responses: {
    200: z.object({
      reports: z.array(shiftReportSchema),
      lastShiftBefore: z
        .string()
        .optional()
        .describe("Only when the date holds no shift of the line: the date (YYYY-MM-DD) of the line's newest shift before it, among the customer's 300 newest reports before the date; absent when there is none"),
    }),
  },
});

export const reportGrindRowDeleteRoute = defineRoute({
  id: 'report-grind-row-delete', method: 'DELETE', path: '/api/reports/{shiftId}/grind/{index}', allow: REPORT_WRITERS, site: { from: 'stored' },
  summary: 'Removes one grind row of a shift (spec 000 2.5 per-row delete), archiving the version it replaces',
  params: grindRowParamsSchema, query: changeReasonQuerySchema,
  responses: {
    200: reportOnlySchema.describe('The report without the row'),
    404: errorBodySchema.describe('No report with this shift id'),
    409: errorBodySchema.describe('The report changed while its grind rows were being deleted'),
  },
});

export const reportGrindDeleteAllRoute = defineRoute({
  id: 'report-grind-delete-all', method: 'DELETE', path: '/api/reports/{shiftId}/grind', allow: REPORT_WRITERS, site: { from: 'stored' },
  summary: 'Removes every grind row of a shift (spec 000 2.5 \'Delete All\'), archiving the version it replaces; the shift stays, so the screen can then offer \'delete shift\'',
  params: shiftIdParamsSchema, query: changeReasonQuerySchema,
  responses: {
    200: reportOnlySchema.describe('The report without any grind row'),
    404: errorBodySchema.describe('No report with this shift id'),
    409: errorBodySchema.describe('The report changed while its grind rows were being deleted'),
  },
});

export const reportDeleteRoute = defineRoute({
  id: 'report-delete', method: 'DELETE', path: '/api/reports/{shiftId}', allow: REPORT_WRITERS, site: { from: 'stored' },
  summary: 'Archives and removes a report in one transaction (spec 001 sections 2.9 and 4)',
  params: shiftIdParamsSchema,
  responses: {
    204: { media: 'none', description: 'Deleted: the report is a tombstone version in its history' },
    404: errorBodySchema.describe('No report with this shift id'),
    409: errorBodySchema.describe('The report changed while it was being deleted'),
  },
});

export const reportEditGetRoute = defineRoute({
  id: 'report-edit-get', method: 'GET', path: '/api/reports/{shiftId}/edit', allow: ['adminMgmt', 'NYCTedit'], site: { from: 'stored' },
  summary: 'The current version of a subway report for its edit page: `{ report, version, changeId, changedAt, changedBy, form }`, `form` being the subway form\'s values',
  params: shiftIdParamsSchema,
  responses: {
    200: reportForEditSchema,
    404: errorBodySchema.describe('No report with this shift id'),
  },
});

export const reportEditRoute = defineRoute({
  id: 'report-edit', method: 'PUT', path: '/api/reports/{shiftId}', allow: ['adminMgmt', 'NYCTedit'], site: { from: 'stored' },
  summary: 'Saves an edit of a subway report made on version `changeId`, as one transaction (the new version current, the previous kept, audit, NYCT mail flagged as an edit)',
  params: shiftIdParamsSchema, body: editNyctReportBodySchema,
  responses: {
    200: stampedReportSchema,
    404: errorBodySchema.describe('No report with this shift id'),
    409: errorBodySchema.describe('The report changed since it was loaded: the issues list each change meanwhile'),
  },
});

export const reportHistoryRoute = defineRoute({
  id: 'report-history', method: 'GET', path: '/api/reports/{shiftId}/history', allow: REPORT_WRITERS, site: { from: 'stored' },
  summary: 'Every version of a report, deleted or not, oldest first, each with its difference to the previous',
  params: shiftIdParamsSchema,
  responses: {
    200: reportHistorySchema,
    404: errorBodySchema.describe('No report with this shift id, and none was ever deleted'),
  },
});

export const reportRestoreRoute = defineRoute({
  id: 'report-restore', method: 'POST', path: '/api/reports/{shiftId}/restore', allow: ['adminMgmt'], site: { from: 'stored' },
  summary: 'Brings back a deleted report or an earlier version as a new version (one transaction)',
  params: shiftIdParamsSchema, body: restoreReportSchema,
  responses: {
    200: stampedReportSchema.describe('The restored report as the new current version'),
    404: errorBodySchema.describe('No such version'),
    409: errorBodySchema.describe('The report changed meanwhile'),
  },
});

export const reportMailsRoute = defineRoute({
  id: 'report-mails', method: 'GET', path: '/api/reports/{shiftId}/mails', allow: REPORT_WRITERS, site: { from: 'stored' },
  summary: 'What the mails of the report\'s submission became: `{ shiftId, status: queued|done|failed, mails: [{ kind, status, to, subject, attempts, reason?, lastError? }] }`',
  params: shiftIdParamsSchema,
  responses: {
    200: reportMailsSchema,
    404: errorBodySchema.describe('No such report, or it sent no mail (seeded history)'),
  },
});

export const monthlyReportPdfRoute = defineRoute({
  id: 'monthly-report-pdf', method: 'POST', path: '/api/reports/monthly/pdf', allow: ['adminMgmt'], site: { from: 'body', name: 'site' },
  summary: 'The monthly report of the Report Generator as an A4 PDF printed by headless Chromium, stored in the bucket and answered as a short-lived link (docs/api.md)',
  body: monthlyPdfBodySchema,
  responses: {
    200: monthlyPdfLinkSchema,
  },
});
