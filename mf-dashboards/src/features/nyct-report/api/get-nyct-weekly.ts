/** GET /api/dashboard/nyct-weekly (docs/api.md 'Weekly NYCT report'). */
import { useQuery } from '@tanstack/react-query';
import { nyctWeeklyRoute, type NyctWeeklyReport } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The weekly report's figures for the week of `week` (a Monday, YYYY-MM-DD). */
export function getNyctWeekly(week: string, signal?: AbortSignal): Promise<NyctWeeklyReport> {
  return apiCall(nyctWeeklyRoute, { query: { week } }, { signal });
}

/** React-query hook of {@link getNyctWeekly}; a past week's figures change rarely, so they stay fresh a minute. */
export function useNyctWeekly(week: string) {
  return useQuery({
    queryKey: ['nyct-weekly', week],
    queryFn: ({ signal }) => getNyctWeekly(week, signal),
    staleTime: 60_000,
  });
}
