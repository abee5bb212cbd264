/** GET /api/reference/tracks/{trackId}/points?site (docs/api.md 'Reference data'). */
import { useQuery } from '@tanstack/react-query';
import { referenceTrackPointsRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The query key of a track's points; an import of that track marks it stale. */
export const trackPointsKey = (site: string, trackId: string) => ['track-points', site, trackId] as const;

/** The header and chain points of an imported track of `site` (404 when never imported). */
export function getTrackPoints(site: string, trackId: string, signal?: AbortSignal): Promise<SuccessBody<typeof referenceTrackPointsRoute>> {
  return apiCall(referenceTrackPointsRoute, { params: { trackId }, query: { site } }, { signal });
}

/** React-query hook of {@link getTrackPoints}; no request while no track is chosen. */
export function useTrackPoints(site: string, trackId: string | null) {
  return useQuery({
    queryKey: trackPointsKey(site, trackId ?? ''),
    queryFn: ({ signal }) => getTrackPoints(site, trackId!, signal),
    enabled: site !== '' && !!trackId,
    staleTime: 5 * 60_000,
  });
}
