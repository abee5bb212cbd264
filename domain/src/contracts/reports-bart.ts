/** The contracts of the BART form's routes and its shift viewer's (route-contract.ts; the area is reports.ts). */
import { z } from 'zod';
import { filedReportSchema } from '../reports/shift-report-schema';
import { bartReportExistsQuerySchema, listBartReportsQuerySchema, submitBartReportSchema } from '../schemas/bart-report';
import { BART_WRITERS } from './callers';
import { dayReportsSchema } from './report-filing';
import { defineRoute, errorBodySchema } from './route-contract';

/** Whether the BART shift of a date and grinder type is filed, and its shift id (filed or not). */
export const bartReportExistsSchema = z.object({ exists: z.boolean(), shiftId: z.string() });

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
