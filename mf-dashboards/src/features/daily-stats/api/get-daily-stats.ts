/** GET /api/dashboard/daily-stats (docs/api.md 'Daily stats'). */
import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import type { DailyStatsCard, DailyStatsFilters } from '../types';
import { dailyStatsQuery } from '../utils/query';

/** The shift report cards for the filters, newest first as the server sends them. */
export async function getDailyStats(filters: DailyStatsFilters, signal?: AbortSignal): Promise<DailyStatsCard[]> {
  const body = await apiJson<{ shifts: DailyStatsCard[] }>(`/api/dashboard/daily-stats?${dailyStatsQuery(filters)}`, {
    signal,
  });
  return body.shifts;
}

/** React-query hook of {@link getDailyStats}; no request while `enabled` is false (bad dates). */
export function useDailyStats(filters: DailyStatsFilters, enabled: boolean) {
  return useQuery({
    queryKey: ['daily-stats', filters],
    queryFn: ({ signal }) => getDailyStats(filters, signal),
    enabled,
  });
}
