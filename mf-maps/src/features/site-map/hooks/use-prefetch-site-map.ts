import { todayIso } from '@grindline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { baseLayerQuery } from '../api/get-base-layer';
import { grindLayerOptions } from '../api/get-grind-layer';
import { railConditionQuery } from '../api/get-rail-condition';
import { firstMapRequests } from '../utils/map-requests';

/**
 * Starts the first requests of `site`'s map (base layer, grind layer with the default filters,
 * rail condition) as its route renders, while the screen's chunk and MapLibre still load: the
 * screen then finds them answered or in flight under the same keys instead of asking once it has
 * mounted (decisions §64). A request already in the cache is not made again; it runs in render,
 * as TanStack's usePrefetchQuery does, because the route's Suspense boundary holds back effects.
 */
export function usePrefetchSiteMap(site: string): void {
  const client = useQueryClient();
  const first = firstMapRequests(site, todayIso());
  const queries = [baseLayerQuery(first.base), grindLayerOptions(first.grind), railConditionQuery(site)];
  for (const query of queries) {
    // Each options object has its own query function type; the cache takes them one by one.
    if (client.getQueryState(query.queryKey) === undefined) void client.prefetchQuery(query as Parameters<typeof client.prefetchQuery>[0]);
  }
}
