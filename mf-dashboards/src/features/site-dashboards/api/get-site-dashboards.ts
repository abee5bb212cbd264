/**
 * GET /api/dashboard/monthly, /site and /performance (docs/api.md 'Dashboards'): one fetcher per
 * route and its hook, typed by the routes' contracts.
 */
import { useQuery } from '@tanstack/react-query';
import { dashboardMonthlyRoute, dashboardPerformanceRoute, dashboardSiteRoute, type CallInput, type MonthlyFigures, type PerformanceFigures, type SiteFigures } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

type MonthlyQueryInput = CallInput<typeof dashboardMonthlyRoute>['query'];
type SiteQueryInput = CallInput<typeof dashboardSiteRoute>['query'];
type PerformanceQueryInput = CallInput<typeof dashboardPerformanceRoute>['query'];

/** The monthly report of a site and phase. */
export const getMonthly = async (q: MonthlyQueryInput, signal?: AbortSignal): Promise<MonthlyFigures> => (await apiCall(dashboardMonthlyRoute, { query: q }, { signal })).monthly;
/** The site dashboard of a site. */
export const getSiteFigures = async (q: SiteQueryInput, signal?: AbortSignal): Promise<SiteFigures> => (await apiCall(dashboardSiteRoute, { query: q }, { signal })).site;
/** The performance figures of a site. */
export const getPerformance = async (q: PerformanceQueryInput, signal?: AbortSignal): Promise<PerformanceFigures> =>
  (await apiCall(dashboardPerformanceRoute, { query: q }, { signal })).performance;

/**
 * A hook of a fetcher. The Performance Metrics tab builds one query for the view shown
 * (site-filters.ts viewQuery) and enables only that view's hook, so each hook takes the view's
 * query as a plain record and gives it to its route as that route's query.
 */
const hook =
  <Q, T>(name: string, fetcher: (q: Q, signal?: AbortSignal) => Promise<T>) =>
  (query: Record<string, string> | Q, enabled: boolean) =>
    useQuery({ queryKey: [name, query], queryFn: ({ signal }) => fetcher(query as Q, signal), enabled, staleTime: 60_000 });

export const useMonthly = hook('dashboard-monthly', getMonthly);
export const useSiteFigures = hook('dashboard-site', getSiteFigures);
export const usePerformance = hook('dashboard-performance', getPerformance);
