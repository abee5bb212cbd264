/**
 * GET /api/reports/bart?date (super, adminMgmt, adminReadOnly, BART): the BART reports of one day
 * for the shift viewer (spec 001 section 2.9). 200 `{ reports: ShiftReport[] }`.
 */
import { createHandler, json } from '../../lib/create-handler';
import { parse } from '../../lib/validate';
import { listBartReports, listBartReportsQuerySchema } from '../../services/bart-reports';

export const handler = createHandler('bart-report-list', async ({ query }) => {
  return json(200, { reports: await listBartReports(parse(listBartReportsQuerySchema, query)) });
});
