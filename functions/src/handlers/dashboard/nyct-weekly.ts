/**
 * GET /api/dashboard/nyct-weekly?week=YYYY-MM-DD (super, adminMgmt, NYCT, NYCTedit; site fixed
 * NYCT): the weekly NYCT report's figures for the week holding `week` (spec 002; docs/api.md).
 * 200 NyctWeeklyReport.
 */
import { nyctWeeklyRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { nyctWeeklyReport } from '../../services/nyct-weekly';

export const handler = createHandler(nyctWeeklyRoute, async ({ query }) => json(200, await nyctWeeklyReport(query.week)));
