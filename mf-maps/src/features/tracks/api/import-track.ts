/** POST /api/reference/tracks (docs/data.md 'Import API'). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceTrackImportRoute, type ImportTrackRequest, type SuccessBody } from '@grindline/domain';
import { apiJson } from 'shell/kit';
import { siteTracksKey } from './get-site-tracks';
import { trackPointsKey } from './get-track-points';

/**
 * Imports one catalogue track: 201 `{ track }` with the stored header; 400 with the server's
 * message and issues for a bad file or range (nothing written); 403 for a caller who may not.
 */
export async function importTrack(body: ImportTrackRequest): Promise<SuccessBody<typeof referenceTrackImportRoute>['track']> {
  // apiJson, not apiCall: the contract declares no body schema (its string cap would refuse the
  // GeoJSON text), so apiCall would not send one; path, method and answer still come from it.
  const { path, method } = referenceTrackImportRoute;
  const answer = await apiJson<SuccessBody<typeof referenceTrackImportRoute>>(path, { method, json: body });
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
