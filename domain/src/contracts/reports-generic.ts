/** The contract of the generic single-page form (route-contract.ts; the area is reports.ts). */
import { submitGenericSchema } from '../schemas/generic-report';
import { filingResponses } from './report-filing';
import { defineRoute } from './route-contract';

export const genericReportSubmitRoute = defineRoute({
  id: 'generic-report-submit', method: 'POST', path: '/api/reports/generic', allow: ['super', 'adminMgmt', 'OTRAIN', 'NCTD'], site: { from: 'body', name: 'customer' },
  summary: 'The generic single-page Grind Report (spec 000 sections 2.4, 5.4)',
  body: submitGenericSchema,
  responses: filingResponses('Another report holds the shift id'),
});
