/**
 * GET /api/reports/skytrain?date (super, adminMgmt, adminReadOnly, SKYTRAIN): the SkyTrain reports
 * of one day for the shift viewer (spec 001 section 2.9). 200 `{ reports: ShiftReport[] }`.
 */
import { createHandler, json } from '../../lib/create-handler';
import { parse } from '../../lib/validate';
import { listSkytrainReports, listSkytrainReportsQuerySchema } from '../../services/skytrain-reports';

export const handler = createHandler('skytrain-report-list', async ({ query }) => {
  return json(200, { reports: await listSkytrainReports(parse(listSkytrainReportsQuerySchema, query)) });
});
