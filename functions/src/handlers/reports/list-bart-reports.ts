/**
 * GET /api/reports/bart?date (super, adminMgmt, adminReadOnly, BART): the BART reports of one day
 * for the shift viewer (spec 001 section 2.9). 200 `{ reports: ShiftReport[], lastShiftBefore? }`:
 * a day without reports names the last shift day before it.
 */
import { bartReportListRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { listBartReports } from '../../services/bart-reports';

export const handler = createHandler(bartReportListRoute, async ({ query }) => json(200, await listBartReports(query)));
