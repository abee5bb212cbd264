/**
 * GET /api/reference/tracks?site (signed in; own site unless multi-site): the site's track
 * catalogue with chain bounds and import status, without chain points (docs/data.md).
 */
import { z } from 'zod';
import { createHandler, json } from '../../lib/create-handler';
import { parse } from '../../lib/validate';
import { siteTracks } from '../../reference/track-listing';

const querySchema = z.object({ site: z.string({ error: 'site is required' }).trim().min(1, 'site is required') });

export const handler = createHandler('reference-track-list', async ({ query }) => json(200, await siteTracks(parse(querySchema, query).site)));
