/**
 * GET /api/dashboard/overview?site&startDate&endDate (signed in; own site, or 'ALL' for a multi-site admin): per site the totals, shifts per grinder and per stone type of the range, from aggregates (spec 001 sections 2.6, 2.11).
 */
import { dashboardOverviewRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { overview } from '../../services/dashboards/overview';

export const handler = createHandler(dashboardOverviewRoute, async ({ caller, query }) => json(200, { overview: await overview(caller, query) }));
