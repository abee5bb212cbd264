/**
 * GET /api/dashboard/site?site&startDate&endDate (signed in; own site): the site dashboard, completed by line and month against the goal, stats per grinder (spec 001 section 2.8).
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { siteDashboard, siteFiguresQuerySchema } from '../../services/dashboards/site-figures';

export const handler = createHandler('dashboard-site', async ({ caller, query }) => {
  if (!caller) throw new UnauthorizedError();
  return json(200, { site: await siteDashboard(caller, parse(siteFiguresQuerySchema, query)) });
});
