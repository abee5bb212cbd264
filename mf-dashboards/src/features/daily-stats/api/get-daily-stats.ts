/** GET /api/dashboard/daily-stats (docs/api.md 'Daily stats'). */
import { useQuery } from '@tanstack/react-query';
import { dailyStatsRoute } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import type { DailyStatsAnswer, DailyStatsFilters } from '../types';

/**
 * The shift report cards for the filters, newest first as the server sends them (a blank grinder
 * is left out), and for an empty range the date of the newest shift before it.
 */
export async function getDailyStats(filters: DailyStatsFilters, signal?: AbortSignal): Promise<DailyStatsAnswer> {
  const body = await apiCall(dailyStatsRoute, { query: filters }, { signal });
  return { cards: body.shifts, lastShiftBefore: body.lastShiftBefore };
}

/** React-query hook of {@link getDailyStats}; no request while `enabled` is false (bad dates). */
export function useDailyStats(filters: DailyStatsFilters, enabled: boolean) {
  return useQuery({
    queryKey: ['daily-stats', filters],
    queryFn: ({ signal }) => getDailyStats(filters, signal),
    enabled,
  });
}
