/**
 * GET /api/dashboard/performance?site&startDate&endDate&grinder&div (signed in; own site; div only for NYCT): completed by track and month, total track, stats by shift type (spec 001 section 2.12).
 */
import { dashboardPerformanceRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { performance } from '../../services/dashboards/performance';

export const handler = createHandler(dashboardPerformanceRoute, async ({ caller, query }) => json(200, { performance: await performance(caller, query) }));
