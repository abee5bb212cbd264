/** The contracts of the reports routes (route-contract.ts). */
import { filedReportSchema } from '../reports/shift-report-schema';
import { submitBartReportSchema } from '../schemas/bart-report';
import { defineRoute, errorBodySchema } from './route-contract';
import { BART_WRITERS, NYCT_REPORT_READERS, REPORT_WRITERS, MANAGERS } from './callers';

/** GET /api/reports/bart/exists */
export const bartReportExistsRoute = defineRoute({
  id: 'bart-report-exists',
  method: 'GET',
  path: '/api/reports/bart/exists',
  summary: 'The review step\'s one-report-per-date-and-grinder check (spec 000 sections 2.7 and 5.6)',
  allow: BART_WRITERS,
  site: { from: 'fixed', site: 'BART' },
  responses: {},
});

/** POST /api/reports/bart */
export const bartReportSubmitRoute = defineRoute({
  id: 'bart-report-submit',
  method: 'POST',
  path: '/api/reports/bart',
  summary: 'Stores a BART grind report (spec 000 sections 2.7 and 5.6)',
  allow: BART_WRITERS,
  site: { from: 'fixed', site: 'BART' },
  body: submitBartReportSchema,
  responses: {
    201: filedReportSchema,
    200: filedReportSchema.describe('A retry of a stored submission: the report it stored'),
    409: errorBodySchema.describe('Another submission already filed that date and grinder'),
  },
});

/** GET /api/reports/bart */
export const bartReportListRoute = defineRoute({
  id: 'bart-report-list',
  method: 'GET',
  path: '/api/reports/bart',
  summary: 'The BART reports of one day for the shift viewer (spec 001 section 2.9)',
  allow: ['super', 'adminMgmt', 'BART', 'adminReadOnly'],
  site: { from: 'fixed', site: 'BART' },
  responses: {},
});

/** POST /api/reports/standard */
export const standardReportSubmitRoute = defineRoute({
  id: 'standard-report-submit',
  method: 'POST',
  path: '/api/reports/standard',
  summary: 'Stores a multi-step New Grind Report of a standard customer (spec 000 sections 2.2, 3.1 and 5.2)',
  allow: ['super', 'adminMgmt', 'OTRAIN', 'NCTD'],
  site: { from: 'body', name: 'site' },
  responses: {},
});

/** POST /api/reports/skytrain */
export const skytrainReportSubmitRoute = defineRoute({
  id: 'skytrain-report-submit',
  method: 'POST',
  path: '/api/reports/skytrain',
  summary: 'Stores a SkyTrain grind report (spec 000 sections 2.6 and 5.5) under the next shift number of its date',
  allow: ['super', 'adminMgmt', 'SKYTRAIN'],
  site: { from: 'fixed', site: 'SKYTRAIN' },
  responses: {},
});

/** POST /api/reports/second-flow */
export const secondFlowReportSubmitRoute = defineRoute({
  id: 'second-flow-report-submit',
  method: 'POST',
  path: '/api/reports/second-flow',
  summary: 'The second grind-report flow (spec 000 sections 2.3 and 5.3) filed as one report under the next shift number of its grinder and date',
  allow: MANAGERS,
  site: { from: 'body', name: 'customer' },
  responses: {},
});

/** POST /api/reports/generic */
export const genericReportSubmitRoute = defineRoute({
  id: 'generic-report-submit',
  method: 'POST',
  path: '/api/reports/generic',
  summary: 'The generic single-page Grind Report (spec 000 sections 2.4, 5.4)',
  allow: ['super', 'adminMgmt', 'OTRAIN', 'NCTD'],
  site: { from: 'body', name: 'customer' },
  responses: {},
});

/** GET /api/reports/shifts */
export const reportShiftsRoute = defineRoute({
  id: 'report-shifts',
  method: 'GET',
  path: '/api/reports/shifts',
  summary: 'The shifts of a date, customer and line with their grind rows, for Delete Old Grind Report (spec 000 2.5)',
  allow: REPORT_WRITERS,
  site: { from: 'query', name: 'site' },
  responses: {},
});

/** DELETE /api/reports/{shiftId}/grind/{index} */
export const reportGrindRowDeleteRoute = defineRoute({
  id: 'report-grind-row-delete',
  method: 'DELETE',
  path: '/api/reports/{shiftId}/grind/{index}',
  summary: 'Removes one grind row of a shift (spec 000 2.5 per-row delete), archiving the version it replaces',
  allow: REPORT_WRITERS,
  site: { from: 'stored' },
  responses: {},
});

/** DELETE /api/reports/{shiftId}/grind */
export const reportGrindDeleteAllRoute = defineRoute({
  id: 'report-grind-delete-all',
  method: 'DELETE',
  path: '/api/reports/{shiftId}/grind',
  summary: 'Removes every grind row of a shift (spec 000 2.5 \'Delete All\'), archiving the version it replaces; the shift stays, so the screen can then offer \'delete shift\'',
  allow: REPORT_WRITERS,
  site: { from: 'stored' },
  responses: {},
});

/** GET /api/reports/skytrain */
export const skytrainReportListRoute = defineRoute({
  id: 'skytrain-report-list',
  method: 'GET',
  path: '/api/reports/skytrain',
  summary: 'The SkyTrain reports of one day for the shift viewer (spec 001 section 2.9)',
  allow: ['super', 'adminMgmt', 'adminReadOnly', 'SKYTRAIN'],
  site: { from: 'fixed', site: 'SKYTRAIN' },
  responses: {},
});

/** POST /api/reports/nyct */
export const nyctReportSubmitRoute = defineRoute({
  id: 'nyct-report-submit',
  method: 'POST',
  path: '/api/reports/nyct',
  summary: 'Stores a New York subway Grind Shift Report (spec 000 sections 2.8, 3.7, 3.8 and 5.7) under the next shift number of its date and grinder type',
  allow: NYCT_REPORT_READERS,
  site: { from: 'fixed', site: 'NYCT' },
  responses: {},
});

/** DELETE /api/reports/{shiftId} */
export const reportDeleteRoute = defineRoute({
  id: 'report-delete',
  method: 'DELETE',
  path: '/api/reports/{shiftId}',
  summary: 'Archives and removes a report in one transaction (spec 001 sections 2.9 and 4)',
  allow: REPORT_WRITERS,
  site: { from: 'stored' },
  responses: {},
});

/** GET /api/reports/{shiftId}/edit */
export const reportEditGetRoute = defineRoute({
  id: 'report-edit-get',
  method: 'GET',
  path: '/api/reports/{shiftId}/edit',
  summary: 'The current version of a subway report for its edit page: `{ report, version, changeId, changedAt, changedBy, form }`, `form` being the subway form\'s values',
  allow: ['adminMgmt', 'NYCTedit'],
  site: { from: 'stored' },
  responses: {},
});

/** PUT /api/reports/{shiftId} */
export const reportEditRoute = defineRoute({
  id: 'report-edit',
  method: 'PUT',
  path: '/api/reports/{shiftId}',
  summary: 'Saves an edit of a subway report made on version `changeId`, as one transaction (the new version current, the previous kept, audit, NYCT mail flagged as an edit)',
  allow: ['adminMgmt', 'NYCTedit'],
  site: { from: 'stored' },
  responses: {},
});

/** GET /api/reports/{shiftId}/history */
export const reportHistoryRoute = defineRoute({
  id: 'report-history',
  method: 'GET',
  path: '/api/reports/{shiftId}/history',
  summary: 'Every version of a report, deleted or not, oldest first, each with its difference to the previous',
  allow: REPORT_WRITERS,
  site: { from: 'stored' },
  responses: {},
});

/** POST /api/reports/{shiftId}/restore */
export const reportRestoreRoute = defineRoute({
  id: 'report-restore',
  method: 'POST',
  path: '/api/reports/{shiftId}/restore',
  summary: 'Brings back a deleted report or an earlier version as a new version (one transaction)',
  allow: ['adminMgmt'],
  site: { from: 'stored' },
  responses: {},
});

/** GET /api/reports/{shiftId}/mails */
export const reportMailsRoute = defineRoute({
  id: 'report-mails',
  method: 'GET',
  path: '/api/reports/{shiftId}/mails',
  summary: 'What the mails of the report\'s submission became: `{ shiftId, status: queued|done|failed, mails: [{ kind, status, to, subject, attempts, reason?, lastError? }] }`',
  allow: REPORT_WRITERS,
  site: { from: 'stored' },
  responses: {},
});

/** POST /api/reports/monthly/pdf */
export const monthlyReportPdfRoute = defineRoute({
  id: 'monthly-report-pdf',
  method: 'POST',
  path: '/api/reports/monthly/pdf',
  summary: 'The monthly report of the Report Generator as an A4 PDF printed by headless Chromium, stored in the bucket and answered as a short-lived link (docs/api.md)',
  allow: ['adminMgmt'],
  site: { from: 'body', name: 'site' },
  responses: {},
});
