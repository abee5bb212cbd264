/**
 * GET /api/reports/{shiftId}/photos (signed in, the report's own site): the photos of the current
 * version of a report, each with 15-minute signed links to the picture and to its thumbnail (null
 * while the thumbnail is not made yet, and for HEIC). 404 no such report; 403 another site's.
 */
import { reportPhotosRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { reportPhotos } from '../../services/photos/photo-views';

export const handler = createHandler(reportPhotosRoute, async ({ caller, params }) => json(200, await reportPhotos(caller, params.shiftId)));
