/**
 * GET /api/reports/bart/exists?date&grinderType (super, adminMgmt, BART): the review step's
 * one-report-per-date-and-grinder check (spec 000 sections 2.7 and 5.6). 200 `{ exists, shiftId }`.
 */
import { createHandler, json } from '../../lib/create-handler';
import { parse } from '../../lib/validate';
import { bartReportExists, bartReportExistsQuerySchema } from '../../services/bart-reports';

export const handler = createHandler('bart-report-exists', async ({ query }) => {
  return json(200, await bartReportExists(parse(bartReportExistsQuerySchema, query)));
});
