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
import { defineRoute, errorBodySchema } from './route-contract';
import { REPORT_WRITERS } from './callers';

/** GET /api/reports/shifts */
export const reportShiftsRoute = defineRoute({
  id: 'report-shifts',
  method: 'GET',
  path: '/api/reports/shifts',
  summary: 'The shifts of a date, customer and line with their grind rows, for Delete Old Grind Report (spec 000 2.5)',
  allow: REPORT_WRITERS,
  site: { from: 'query', name: 'site' },
  query: findShiftsQuerySchema,
  responses: {
    200: z.object({ reports: z.array(shiftReportSchema) }),
  },
});

/** DELETE /api/reports/{shiftId}/grind/{index} */
export const reportGrindRowDeleteRoute = defineRoute({
  id: 'report-grind-row-delete',
  method: 'DELETE',
  path: '/api/reports/{shiftId}/grind/{index}',
  summary: 'Removes one grind row of a shift (spec 000 2.5 per-row delete), archiving the version it replaces',
  allow: REPORT_WRITERS,
  site: { from: 'stored' },
  params: grindRowParamsSchema,
  responses: {
    200: reportOnlySchema.describe('The report without the row'),
    404: errorBodySchema.describe('No report with this shift id'),
    409: errorBodySchema.describe('The report changed while its grind rows were being deleted'),
  },
});

/** DELETE /api/reports/{shiftId}/grind */
export const reportGrindDeleteAllRoute = defineRoute({
  id: 'report-grind-delete-all',
  method: 'DELETE',
  path: '/api/reports/{shiftId}/grind',
  summary: 'Removes every grind row of a shift (spec 000 2.5 \'Delete All\'), archiving the version it replaces; the shift stays, so the screen can then offer \'delete shift\'',
  allow: REPORT_WRITERS,
  site: { from: 'stored' },
  params: shiftIdParamsSchema,
  responses: {
    200: reportOnlySchema.describe('The report without any grind row'),
    404: errorBodySchema.describe('No report with this shift id'),
    409: errorBodySchema.describe('The report changed while its grind rows were being deleted'),
  },
});

/** DELETE /api/reports/{shiftId} */
export const reportDeleteRoute = defineRoute({
  id: 'report-delete',
  method: 'DELETE',
  path: '/api/reports/{shiftId}',
  summary: 'Archives and removes a report in one transaction (spec 001 sections 2.9 and 4)',
  allow: REPORT_WRITERS,
  site: { from: 'stored' },
  params: shiftIdParamsSchema,
  responses: {
    204: { media: 'none', description: 'Deleted: the report is a tombstone version in its history' },
    404: errorBodySchema.describe('No report with this shift id'),
    409: errorBodySchema.describe('The report changed while it was being deleted'),
  },
});

/** GET /api/reports/{shiftId}/edit */
export const reportEditGetRoute = defineRoute({
  id: 'report-edit-get',
  method: 'GET',
  path: '/api/reports/{shiftId}/edit',
  summary: 'The current version of a subway report for its edit page: `{ report, version, changeId, changedAt, changedBy, form }`, `form` being the subway form\'s values',
  allow: ['adminMgmt', 'NYCTedit'],
  site: { from: 'stored' },
  params: shiftIdParamsSchema,
  responses: {
    200: reportForEditSchema,
    404: errorBodySchema.describe('No report with this shift id'),
  },
});

/** PUT /api/reports/{shiftId} */
export const reportEditRoute = defineRoute({
  id: 'report-edit',
  method: 'PUT',
  path: '/api/reports/{shiftId}',
  summary: 'Saves an edit of a subway report made on version `changeId`, as one transaction (the new version current, the previous kept, audit, NYCT mail flagged as an edit)',
  allow: ['adminMgmt', 'NYCTedit'],
  site: { from: 'stored' },
  params: shiftIdParamsSchema,
  body: editNyctReportBodySchema,
  responses: {
    200: stampedReportSchema,
    404: errorBodySchema.describe('No report with this shift id'),
    409: errorBodySchema.describe('The report changed since it was loaded: the issues list each change meanwhile'),
  },
});

/** GET /api/reports/{shiftId}/history */
export const reportHistoryRoute = defineRoute({
  id: 'report-history',
  method: 'GET',
  path: '/api/reports/{shiftId}/history',
  summary: 'Every version of a report, deleted or not, oldest first, each with its difference to the previous',
  allow: REPORT_WRITERS,
  site: { from: 'stored' },
  params: shiftIdParamsSchema,
  responses: {
    200: reportHistorySchema,
    404: errorBodySchema.describe('No report with this shift id, and none was ever deleted'),
  },
});

/** POST /api/reports/{shiftId}/restore */
export const reportRestoreRoute = defineRoute({
  id: 'report-restore',
  method: 'POST',
  path: '/api/reports/{shiftId}/restore',
  summary: 'Brings back a deleted report or an earlier version as a new version (one transaction)',
  allow: ['adminMgmt'],
  site: { from: 'stored' },
  params: shiftIdParamsSchema,
  body: restoreReportSchema,
  responses: {
    200: stampedReportSchema.describe('The restored report as the new current version'),
    404: errorBodySchema.describe('No such version'),
    409: errorBodySchema.describe('The report changed meanwhile'),
  },
});

/** GET /api/reports/{shiftId}/mails */
export const reportMailsRoute = defineRoute({
  id: 'report-mails',
  method: 'GET',
  path: '/api/reports/{shiftId}/mails',
  summary: 'What the mails of the report\'s submission became: `{ shiftId, status: queued|done|failed, mails: [{ kind, status, to, subject, attempts, reason?, lastError? }] }`',
  allow: REPORT_WRITERS,
  site: { from: 'stored' },
  params: shiftIdParamsSchema,
  responses: {
    200: reportMailsSchema,
    404: errorBodySchema.describe('No such report, or it sent no mail (seeded history)'),
  },
});

/** POST /api/reports/monthly/pdf */
export const monthlyReportPdfRoute = defineRoute({
  id: 'monthly-report-pdf',
  method: 'POST',
  path: '/api/reports/monthly/pdf',
  summary: 'The monthly report of the Report Generator as an A4 PDF printed by headless Chromium, stored in the bucket and answered as a short-lived link (docs/api.md)',
  allow: ['adminMgmt'],
  site: { from: 'body', name: 'site' },
  body: monthlyPdfBodySchema,
  responses: {
    200: monthlyPdfLinkSchema,
  },
});
