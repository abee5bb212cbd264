import type { QueryClient } from '@tanstack/react-query';
import { baseLayerQuery } from '../api/get-base-layer';
import { grindLayerOptions } from '../api/get-grind-layer';
import { railConditionQuery } from '../api/get-rail-condition';
import { firstMapRequests } from '../utils/map-requests';

/**
 * Puts the first requests of `site`'s map on `today` (base layer, grind layer with the default
 * filters, rail condition) in flight in `client`, under the keys the screen's hooks use; a request
 * already in the cache is not made again.
 */
export function prefetchSiteMap(client: QueryClient, site: string, today: string): void {
  const first = firstMapRequests(site, today);
  const queries = [baseLayerQuery(first.base), grindLayerOptions(first.grind), railConditionQuery(site)];
  for (const query of queries) {
    // Each options object has its own query function type; the cache takes them one by one.
    if (client.getQueryState(query.queryKey) === undefined) void client.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]);
  }
}
