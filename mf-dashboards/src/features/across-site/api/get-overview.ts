/** GET /api/dashboard/overview (docs/api.md 'Dashboards'). */
import { useQuery } from '@tanstack/react-query';
import { dashboardOverviewRoute, type CallInput, type OverviewFigures } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The route's query: a site or 'ALL', and the range. */
export type OverviewQuery = CallInput<typeof dashboardOverviewRoute>['query'];

/** Per-site totals of the range, read from the aggregates. */
export async function getOverview(query: OverviewQuery, signal?: AbortSignal): Promise<OverviewFigures> {
  const body = await apiCall(dashboardOverviewRoute, { query }, { signal });
  return body.overview;
}

/** React-query hook of {@link getOverview}; off while the dates are invalid. */
export function useOverview(query: OverviewQuery, enabled: boolean) {
  return useQuery({ queryKey: ['dashboard-overview', query], queryFn: ({ signal }) => getOverview(query, signal), enabled, staleTime: 60_000 });
}
