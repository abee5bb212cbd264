/** GET /api/reference/tracks?site (docs/api.md 'Reference data'): the tracks a site plan may name. */
import { useQuery } from '@tanstack/react-query';
import { catalogueCandidates, referenceTrackListRoute, type PlanCandidate } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The site's catalogue tracks with their chain lengths. */
export async function getSiteTracks(site: string, signal?: AbortSignal): Promise<PlanCandidate[]> {
  const body = await apiCall(referenceTrackListRoute, { query: { site } }, { signal });
  return catalogueCandidates(site, body.lines);
}

/** React-query hook of {@link getSiteTracks}. */
export function useSiteTracks(site: string) {
  return useQuery({ queryKey: ['site-tracks', site], queryFn: ({ signal }) => getSiteTracks(site, signal), staleTime: 5 * 60_000 });
}
