/**
 * GET /api/dashboard/daily-stats?site&grinder&startDate&endDate (signed in; own site unless
 * multi-site, 'ALL' for every site): the daily stats cards, newest first (spec 001 section 2.10).
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { dailyStats, dailyStatsQuerySchema } from '../../services/daily-stats';

export const handler = createHandler('daily-stats', async ({ caller, query }) => {
  if (!caller) throw new UnauthorizedError();
  return json(200, { shifts: await dailyStats(caller, parse(dailyStatsQuerySchema, query)) });
});
