/**
 * GET /api/reference/tracks/{trackId}/points?site (signed in; own site unless multi-site): the
 * chain points of one imported track, each `{ chain, tenthChain?, coord: [lat, lng], structure,
 * geometry }` (spec 001 section 3). 404 when the track was never imported.
 */
import { referenceTrackPointsRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { trackPoints } from '../../reference/track-listing';

export const handler = createHandler(referenceTrackPointsRoute, async ({ query: { site }, params: { trackId } }) => {
  const { track, points } = await trackPoints(site, trackId);
  return json(200, { ...track, points });
});
