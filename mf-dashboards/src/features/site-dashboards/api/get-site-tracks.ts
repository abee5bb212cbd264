/** GET /api/reference/tracks?site (docs/api.md 'Reference data'): the tracks a site plan may name. */
import { useQuery } from '@tanstack/react-query';
import { catalogueCandidates, type PlanCandidate } from '@grindline/domain';
import { apiJson } from 'shell/kit';

interface CatalogueAnswer {
  lines: Array<{ name: string; directions: Array<{ trackId: string; minChain: number; maxChain: number }> }>;
}

/** The site's catalogue tracks with their chain lengths. */
export async function getSiteTracks(site: string, signal?: AbortSignal): Promise<PlanCandidate[]> {
  const body = await apiJson<CatalogueAnswer>(`/api/reference/tracks?${new URLSearchParams({ site })}`, { signal });
  return catalogueCandidates(site, body.lines);
}

/** React-query hook of {@link getSiteTracks}. */
export function useSiteTracks(site: string) {
  return useQuery({ queryKey: ['site-tracks', site], queryFn: ({ signal }) => getSiteTracks(site, signal), staleTime: 5 * 60_000 });
}
