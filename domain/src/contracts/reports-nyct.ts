/** The contract of the NYCT form's filing (route-contract.ts; the area is reports.ts). */
import { submitNyctReportSchema } from '../schemas/nyct-report';
import { NYCT_REPORT_READERS } from './callers';
import { filingResponses, NO_FREE_NUMBER } from './report-filing';
import { defineRoute } from './route-contract';

export const nyctReportSubmitRoute = defineRoute({
  id: 'nyct-report-submit', method: 'POST', path: '/api/reports/nyct', allow: NYCT_REPORT_READERS, site: { from: 'fixed', site: 'NYCT' },
  summary: 'Stores a New York subway Grind Shift Report (spec 000 sections 2.8, 3.7, 3.8 and 5.7) under the next shift number of its date and grinder type',
  body: submitNyctReportSchema,
  responses: filingResponses(NO_FREE_NUMBER),
});
