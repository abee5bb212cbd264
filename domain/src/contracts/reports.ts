/** The contracts of the report filing routes (the forms and the viewers) (route-contract.ts). */
import { filedReportSchema } from '../reports/shift-report-schema';
import { submitBartReportSchema } from '../schemas/bart-report';
import { defineRoute, errorBodySchema } from './route-contract';
import { BART_WRITERS, MANAGERS, NYCT_REPORT_READERS } from './callers';

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

