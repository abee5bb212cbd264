/** The contracts of the report filing routes (the forms and the viewers) (route-contract.ts). */
import { z } from 'zod';
import { filedReportSchema, shiftReportSchema } from '../reports/shift-report-schema';
import { bartReportExistsQuerySchema, listBartReportsQuerySchema, submitBartReportSchema } from '../schemas/bart-report';
import { submitGenericSchema } from '../schemas/generic-report';
import { submitNyctReportSchema } from '../schemas/nyct-report';
import { submitSecondFlowSchema } from '../schemas/second-flow';
import { listSkytrainReportsQuerySchema, submitSkytrainReportSchema } from '../schemas/skytrain-report';
import { submitStandardReportSchema } from '../schemas/standard-report';
import { defineRoute, errorBodySchema } from './route-contract';
import { BART_WRITERS, MANAGERS, NYCT_REPORT_READERS } from './callers';

/** Whether the BART shift of a date and grinder type is filed, and its shift id (filed or not). */
export const bartReportExistsSchema = z.object({ exists: z.boolean(), shiftId: z.string() });

/** The reports of one day, by shift id, as stored. */
export const dayReportsSchema = z.object({ reports: z.array(shiftReportSchema) });

/** The answers of a filing: 201 stored, 200 a retry of a stored submission, 409 `conflict`. */
const filingResponses = (conflict: string) => ({
  201: filedReportSchema,
  200: filedReportSchema.describe('A retry of a stored submission: the report it stored'),
  409: errorBodySchema.describe(conflict),
});

/** 409 of the filings numbered by the server (file-report.ts fileNumberedReport). */
const NO_FREE_NUMBER = 'No free shift number was found for the date in the attempts allowed';

export const bartReportExistsRoute = defineRoute({
  id: 'bart-report-exists', method: 'GET', path: '/api/reports/bart/exists', allow: BART_WRITERS, site: { from: 'fixed', site: 'BART' },
  summary: 'The review step\'s one-report-per-date-and-grinder check (spec 000 sections 2.7 and 5.6)',
  query: bartReportExistsQuerySchema,
  responses: { 200: bartReportExistsSchema },
});

export const bartReportSubmitRoute = defineRoute({
  id: 'bart-report-submit', method: 'POST', path: '/api/reports/bart', allow: BART_WRITERS, site: { from: 'fixed', site: 'BART' },
  summary: 'Stores a BART grind report (spec 000 sections 2.7 and 5.6)',
  body: submitBartReportSchema,
  responses: {
    201: filedReportSchema,
    200: filedReportSchema.describe('A retry of a stored submission: the report it stored'),
    409: errorBodySchema.describe('Another submission already filed that date and grinder'),
  },
});

export const bartReportListRoute = defineRoute({
  id: 'bart-report-list', method: 'GET', path: '/api/reports/bart', allow: ['super', 'adminMgmt', 'BART', 'adminReadOnly'], site: { from: 'fixed', site: 'BART' },
  summary: 'The BART reports of one day for the shift viewer (spec 001 section 2.9)',
  query: listBartReportsQuerySchema,
  responses: { 200: dayReportsSchema },
});

export const standardReportSubmitRoute = defineRoute({
  id: 'standard-report-submit', method: 'POST', path: '/api/reports/standard', allow: ['super', 'adminMgmt', 'OTRAIN', 'NCTD'], site: { from: 'body', name: 'site' },
  summary: 'Stores a multi-step New Grind Report of a standard customer (spec 000 sections 2.2, 3.1 and 5.2)',
  body: submitStandardReportSchema,
  responses: filingResponses('Another submission already holds the shift id'),
});

export const skytrainReportSubmitRoute = defineRoute({
  id: 'skytrain-report-submit', method: 'POST', path: '/api/reports/skytrain', allow: ['super', 'adminMgmt', 'SKYTRAIN'], site: { from: 'fixed', site: 'SKYTRAIN' },
  summary: 'Stores a SkyTrain grind report (spec 000 sections 2.6 and 5.5) under the next shift number of its date',
  body: submitSkytrainReportSchema,
  responses: filingResponses(NO_FREE_NUMBER),
});

export const secondFlowReportSubmitRoute = defineRoute({
  id: 'second-flow-report-submit', method: 'POST', path: '/api/reports/second-flow', allow: MANAGERS, site: { from: 'body', name: 'customer' },
  summary: 'The second grind-report flow (spec 000 sections 2.3 and 5.3) filed as one report under the next shift number of its grinder and date',
  body: submitSecondFlowSchema,
  responses: filingResponses(NO_FREE_NUMBER),
});

export const genericReportSubmitRoute = defineRoute({
  id: 'generic-report-submit', method: 'POST', path: '/api/reports/generic', allow: ['super', 'adminMgmt', 'OTRAIN', 'NCTD'], site: { from: 'body', name: 'customer' },
  summary: 'The generic single-page Grind Report (spec 000 sections 2.4, 5.4)',
  body: submitGenericSchema,
  responses: filingResponses('Another report holds the shift id'),
});

export const skytrainReportListRoute = defineRoute({
  id: 'skytrain-report-list', method: 'GET', path: '/api/reports/skytrain', allow: ['super', 'adminMgmt', 'adminReadOnly', 'SKYTRAIN'], site: { from: 'fixed', site: 'SKYTRAIN' },
  summary: 'The SkyTrain reports of one day for the shift viewer (spec 001 section 2.9)',
  query: listSkytrainReportsQuerySchema,
  responses: { 200: dayReportsSchema },
});

export const nyctReportSubmitRoute = defineRoute({
  id: 'nyct-report-submit', method: 'POST', path: '/api/reports/nyct', allow: NYCT_REPORT_READERS, site: { from: 'fixed', site: 'NYCT' },
  summary: 'Stores a New York subway Grind Shift Report (spec 000 sections 2.8, 3.7, 3.8 and 5.7) under the next shift number of its date and grinder type',
  body: submitNyctReportSchema,
  responses: filingResponses(NO_FREE_NUMBER),
});

