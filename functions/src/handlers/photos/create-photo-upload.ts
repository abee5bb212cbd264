/**
 * POST /api/photos/uploads (report writers, of the body's site): signs the direct upload of one
 * resized photo of a shift to `photos/<site>/<submissionId>/<photoId>.<ext>`. 200
 * `{ fileId, key, url, method, headers, expiresInSeconds }`; 400 naming the field (type, size);
 * 403 another site's.
 */
import { photoUploadRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { presignPhotoUpload } from '../../services/photos/photo-uploads';

export const handler = createHandler(photoUploadRoute, async ({ caller, body }) => json(200, await presignPhotoUpload(body, caller.username)));
