/**
 * GET /api/dashboard/overview?site&startDate&endDate (signed in; own site, or 'ALL' for a multi-site admin): per site the totals, shifts per grinder and per stone type of the range, from aggregates (spec 001 sections 2.6, 2.11).
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { overview, overviewQuerySchema } from '../../services/dashboards/overview';

export const handler = createHandler('dashboard-overview', async ({ caller, query }) => {
  if (!caller) throw new UnauthorizedError();
  return json(200, { overview: await overview(caller, parse(overviewQuerySchema, query)) });
});
