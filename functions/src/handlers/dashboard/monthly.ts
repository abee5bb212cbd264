/**
 * GET /api/dashboard/monthly?site&projectStart&reportEnd&interval&phase (signed in; own site): the monthly report of one site and phase, from aggregates and the site's plan (spec 001 section 2.7).
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { monthly, monthlyQuerySchema } from '../../services/dashboards/monthly';

export const handler = createHandler('dashboard-monthly', async ({ caller, query }) => {
  if (!caller) throw new UnauthorizedError();
  return json(200, { monthly: await monthly(caller, parse(monthlyQuerySchema, query)) });
});
