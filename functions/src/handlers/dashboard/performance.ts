/**
 * GET /api/dashboard/performance?site&startDate&endDate&grinder&div (signed in; own site; div only for NYCT): completed by track and month, total track, stats by shift type (spec 001 section 2.12).
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { performance, performanceQuerySchema } from '../../services/dashboards/performance';

export const handler = createHandler('dashboard-performance', async ({ caller, query }) => {
  if (!caller) throw new UnauthorizedError();
  return json(200, { performance: await performance(caller, parse(performanceQuerySchema, query)) });
});
