/**
 * GET /api/reports/skytrain?date (super, adminMgmt, adminReadOnly, SKYTRAIN): the SkyTrain reports
 * of one day for the shift viewer (spec 001 section 2.9). 200 `{ reports: ShiftReport[], lastShiftBefore? }`:
 * a day without reports names the last shift day before it.
 */
import { skytrainReportListRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { listSkytrainReports } from '../../services/skytrain-reports';

export const handler = createHandler(skytrainReportListRoute, async ({ query }) => json(200, await listSkytrainReports(query)));
