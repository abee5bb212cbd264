/**
 * GET /api/dashboard/daily-stats?site&grinder&startDate&endDate (signed in; own site unless
 * multi-site, 'ALL' for every site): the daily stats cards, newest first (spec 001 section 2.10);
 * an empty range also answers the date of the newest shift before it.
 */
import { dailyStatsRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { dailyStats, lastShiftBefore } from '../../services/daily-stats';

export const handler = createHandler(dailyStatsRoute, async ({ caller, query }) => {
  const shifts = await dailyStats(caller, query);
  if (shifts.length > 0) return json(200, { shifts });
  const earlier = await lastShiftBefore(caller, query);
  return json(200, earlier ? { shifts, lastShiftBefore: earlier } : { shifts });
});
