/** The contracts of the SkyTrain form and its shift viewer (route-contract.ts; the area is reports.ts). */
import { listSkytrainReportsQuerySchema, submitSkytrainReportSchema } from '../schemas/skytrain-report';
import { dayReportsSchema, filingResponses, NO_FREE_NUMBER } from './report-filing';
import { defineRoute } from './route-contract';

export const skytrainReportSubmitRoute = defineRoute({
  id: 'skytrain-report-submit', method: 'POST', path: '/api/reports/skytrain', allow: ['super', 'adminMgmt', 'SKYTRAIN'], site: { from: 'fixed', site: 'SKYTRAIN' },
  summary: 'Stores a SkyTrain grind report (spec 000 sections 2.6 and 5.5) under the next shift number of its date',
  body: submitSkytrainReportSchema,
  responses: filingResponses(NO_FREE_NUMBER),
});

export const skytrainReportListRoute = defineRoute({
  id: 'skytrain-report-list', method: 'GET', path: '/api/reports/skytrain', allow: ['super', 'adminMgmt', 'adminReadOnly', 'SKYTRAIN'], site: { from: 'fixed', site: 'SKYTRAIN' },
  summary: 'The SkyTrain reports of one day for the shift viewer (spec 001 section 2.9)',
  query: listSkytrainReportsQuerySchema,
  responses: { 200: dayReportsSchema },
});
