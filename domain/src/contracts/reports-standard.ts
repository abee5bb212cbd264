/** The contract of the standard customers' multi-step form (route-contract.ts; the area is reports.ts). */
import { submitStandardReportSchema } from '../schemas/standard-report';
import { filingResponses } from './report-filing';
import { defineRoute } from './route-contract';

export const standardReportSubmitRoute = defineRoute({
  id: 'standard-report-submit', method: 'POST', path: '/api/reports/standard', allow: ['super', 'adminMgmt', 'OTRAIN', 'NCTD'], site: { from: 'body', name: 'site' },
  summary: 'Stores a multi-step New Grind Report of a standard customer (spec 000 sections 2.2, 3.1 and 5.2)',
  body: submitStandardReportSchema,
  responses: filingResponses('Another submission already holds the shift id'),
});
