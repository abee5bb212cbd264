/**
 * POST /api/maps/image (signed in; the body's site must be the caller's unless multi-site): the
 * PNG of the ground ranges on a line or track (spec 000 section 7.5 getcoordmapapi and
 * getcoordtrackid). 200 image/png, with `x-map-key` (the S3 key) and `x-map-cache: hit|miss`;
 * 404 'No map available for <line>' when it has no geometry; 400 for a bad body.
 */
import { mapImageRoute } from '@grindline/domain';
import { createHandler } from '../../lib/create-handler';
import { mapImage } from '../../maps/map-image';

export const handler = createHandler(mapImageRoute, async ({ body }) => {
  const image = await mapImage(body);
  return {
    statusCode: 200,
    body: new Uint8Array(image.png),
    headers: { 'content-type': 'image/png', 'x-map-key': image.key, 'x-map-cache': image.cached ? 'hit' : 'miss' },
  };
});
