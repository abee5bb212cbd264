/** GET /api/maps/condition?site (docs/api.md 'Maps'): the Rail Condition layer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapsConditionRoute, type RailConditionLayer } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The site's processed CAT runs and the measured segments they cover. */
export function getRailCondition(site: string, signal?: AbortSignal): Promise<RailConditionLayer> {
  return apiCall(mapsConditionRoute, { query: { site } }, { signal });
}

/** The query of {@link getRailCondition}; the screen's hook and the route's prefetch share it. */
export function railConditionQuery(site: string) {
  return queryOptions({
    queryKey: ['maps-condition', site],
    queryFn: ({ signal }) => getRailCondition(site, signal),
    staleTime: 5 * 60_000,
  });
}

/** React-query hook of {@link getRailCondition}: asked for on every map, as it decides whether the tab shows. */
export function useRailCondition(site: string) {
  return useQuery(railConditionQuery(site));
}
