/**
 * GET /api/reference/tracks?site (docs/api.md 'Reference data'): a site's lines and tracks, for the
 * track catalogue (mf-maps) and the Data Collection filters (mf-datacollection); one copy, bundled
 * by each app like the primitives.
 */
import { useQuery } from '@tanstack/react-query';
import { referenceTrackListRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from './api-call';

/** The query key of a site's catalogue; an import marks it stale. */
export const siteTracksKey = (site: string) => ['site-tracks', site] as const;

/** The catalogue of `site` with the import status of every track (no points). */
export function getSiteTracks(site: string, signal?: AbortSignal): Promise<SuccessBody<typeof referenceTrackListRoute>> {
  return apiCall(referenceTrackListRoute, { query: { site } }, { signal });
}

/** React-query hook of {@link getSiteTracks}. */
export function useSiteTracks(site: string) {
  return useQuery({
    queryKey: siteTracksKey(site),
    queryFn: ({ signal }) => getSiteTracks(site, signal),
    enabled: site !== '',
  });
}
