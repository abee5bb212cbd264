/** GET /api/dashboard/overview (docs/api.md 'Dashboards'). */
import { useQuery } from '@tanstack/react-query';
import type { OverviewFigures } from '@grindline/domain';
import { apiJson } from 'shell/kit';

export interface OverviewQuery {
  site: string;
  startDate: string;
  endDate: string;
}

/** Per-site totals of the range, read from the aggregates. */
export async function getOverview(query: OverviewQuery, signal?: AbortSignal): Promise<OverviewFigures> {
  const body = await apiJson<{ overview: OverviewFigures }>(`/api/dashboard/overview?${new URLSearchParams({ ...query })}`, { signal });
  return body.overview;
}

/** React-query hook of {@link getOverview}; off while the dates are invalid. */
export function useOverview(query: OverviewQuery, enabled: boolean) {
  return useQuery({ queryKey: ['dashboard-overview', query], queryFn: ({ signal }) => getOverview(query, signal), enabled, staleTime: 60_000 });
}
