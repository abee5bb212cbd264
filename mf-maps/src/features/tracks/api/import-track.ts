/** POST /api/reference/tracks (docs/data.md 'Import API'). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceTrackImportRoute, type ImportTrackInput, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { siteTracksKey } from '@grindline/ui/site-tracks';
import { trackPointsKey } from './get-track-points';

/**
 * Imports one catalogue track: 201 `{ track }` with the stored header; 400 with the server's
 * message and issues for a bad file or range (nothing written); 403 for a caller who may not.
 */
export async function importTrack(body: ImportTrackInput): Promise<SuccessBody<typeof referenceTrackImportRoute>['track']> {
  const answer = await apiCall(referenceTrackImportRoute, { body });
  return answer.track;
}

/** Imports a track, then refreshes the site's catalogue and drops that track's old points. */
export function useImportTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTrack,
    onSuccess: (track) => {
      void queryClient.invalidateQueries({ queryKey: siteTracksKey(track.site) });
      void queryClient.invalidateQueries({ queryKey: trackPointsKey(track.site, track.trackId) });
    },
  });
}
