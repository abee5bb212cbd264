import { todayIso } from '@grindline/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

const started = new WeakMap<QueryClient, Set<string>>();

/**
 * Starts the first requests of `site`'s map (base layer, grind layer with the default filters,
 * rail condition) as its route renders, while the screen's chunk and MapLibre still load: the
 * screen then finds them answered or in flight under the same keys instead of asking once it has
 * mounted (decisions §64). It runs in render, as TanStack's usePrefetchQuery does, so that nothing
 * waits for a commit. The requests' code (the route contracts) comes in a small chunk of its own,
 * so that the remote's first chunk, which the Track catalogue also loads, stays without it.
 */
export function usePrefetchSiteMap(site: string): void {
  const client = useQueryClient();
  const sites = started.get(client) ?? new Set<string>();
  started.set(client, sites);
  if (sites.has(site)) return;
  sites.add(site);
  const today = todayIso();
  void import('./prefetch-site-map').then(
    ({ prefetchSiteMap }) => prefetchSiteMap(client, site, today),
    // The screen asks for its layers itself once it has mounted.
    () => sites.delete(site),
  );
}
