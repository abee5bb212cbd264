/**
 * GET /api/dashboard/daily-stats?site&grinder&startDate&endDate (signed in; own site unless
 * multi-site, 'ALL' for every site): the daily stats cards, newest first (spec 001 section 2.10).
 */
import { dailyStatsRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { dailyStats } from '../../services/daily-stats';

export const handler = createHandler(dailyStatsRoute, async ({ caller, query }) => json(200, { shifts: await dailyStats(caller, query) }));
