/** The contract of the second grind-report flow (route-contract.ts; the area is reports.ts). */
import { submitSecondFlowSchema } from '../schemas/second-flow';
import { MANAGERS } from './callers';
import { filingResponses, NO_FREE_NUMBER } from './report-filing';
import { defineRoute } from './route-contract';

export const secondFlowReportSubmitRoute = defineRoute({
  id: 'second-flow-report-submit', method: 'POST', path: '/api/reports/second-flow', allow: MANAGERS, site: { from: 'body', name: 'customer' },
  summary: 'The second grind-report flow (spec 000 sections 2.3 and 5.3) filed as one report under the next shift number of its grinder and date',
  body: submitSecondFlowSchema,
  responses: filingResponses(NO_FREE_NUMBER),
});
