/**
 * GET /api/reports/bart/exists?date&grinderType (super, adminMgmt, BART): the review step's
 * one-report-per-date-and-grinder check (spec 000 sections 2.7 and 5.6). 200 `{ exists, shiftId }`.
 */
import { bartReportExistsRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { bartReportExists } from '../../services/bart-reports';

export const handler = createHandler(bartReportExistsRoute, async ({ query }) => json(200, await bartReportExists(query)));
