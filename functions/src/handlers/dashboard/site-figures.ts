/**
 * GET /api/dashboard/site?site&startDate&endDate (signed in; own site): the site dashboard, completed by line and month against the goal, stats per grinder (spec 001 section 2.8).
 */
import { dashboardSiteRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { siteDashboard } from '../../services/dashboards/site-figures';

export const handler = createHandler(dashboardSiteRoute, async ({ caller, query }) => json(200, { site: await siteDashboard(caller, query) }));
