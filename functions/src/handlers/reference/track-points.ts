/**
 * GET /api/reference/tracks/{trackId}/points?site (signed in; own site unless multi-site): the
 * chain points of one imported track, each `{ chain, tenthChain?, coord: [lat, lng], structure,
 * geometry }` (spec 001 section 3). 404 when the track was never imported.
 */
import { z } from 'zod';
import { createHandler, json } from '../../lib/create-handler';
import { parse } from '../../lib/validate';
import { trackPoints } from '../../reference/track-listing';

const querySchema = z.object({ site: z.string({ error: 'site is required' }).trim().min(1, 'site is required') });
// Track ids are short catalogue ids (e.g. BMT_CN_2); a longer one could not even be a table key.
const paramsSchema = z.object({
  trackId: z.string({ error: 'trackId is required' }).trim().min(1, 'trackId is required').max(100, 'trackId must be at most 100 characters'),
});

export const handler = createHandler('reference-track-points', async ({ query, params }) => {
  const { site } = parse(querySchema, query);
  const { trackId } = parse(paramsSchema, params);
  const { track, points } = await trackPoints(site, trackId);
  return json(200, { ...track, points });
});
