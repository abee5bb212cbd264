/**
 * GET /api/dashboard/monthly, /site and /performance (docs/api.md 'Dashboards'): one fetcher per
 * route and its hook. Kept in one file because the three share their query plumbing.
 */
import { useQuery } from '@tanstack/react-query';
import type { MonthlyFigures, PerformanceFigures, SiteFigures } from '@grindline/domain';
import { apiJson } from 'shell/kit';

const get = async <T>(path: string, key: string, query: Record<string, string>, signal?: AbortSignal): Promise<T> => {
  const body = await apiJson<Record<string, T>>(`${path}?${new URLSearchParams(query)}`, { signal });
  return body[key];
};

/** The monthly report of a site and phase. */
export const getMonthly = (q: Record<string, string>, signal?: AbortSignal) => get<MonthlyFigures>('/api/dashboard/monthly', 'monthly', q, signal);
/** The site dashboard of a site. */
export const getSiteFigures = (q: Record<string, string>, signal?: AbortSignal) => get<SiteFigures>('/api/dashboard/site', 'site', q, signal);
/** The performance figures of a site. */
export const getPerformance = (q: Record<string, string>, signal?: AbortSignal) => get<PerformanceFigures>('/api/dashboard/performance', 'performance', q, signal);

const hook =
  <T,>(name: string, fetcher: (q: Record<string, string>, signal?: AbortSignal) => Promise<T>) =>
  (query: Record<string, string>, enabled: boolean) =>
    useQuery({ queryKey: [name, query], queryFn: ({ signal }) => fetcher(query, signal), enabled, staleTime: 60_000 });

export const useMonthly = hook('dashboard-monthly', getMonthly);
export const useSiteFigures = hook('dashboard-site', getSiteFigures);
export const usePerformance = hook('dashboard-performance', getPerformance);
