/**
 * GET /api/reference/tracks?site (signed in; own site unless multi-site): the site's track
 * catalogue with chain bounds and import status, without chain points (docs/data.md).
 */
import { referenceTrackListRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { siteTracks } from '../../reference/track-listing';

export const handler = createHandler(referenceTrackListRoute, async ({ query: { site } }) => json(200, await siteTracks(site)));
