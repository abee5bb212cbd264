/**
 * POST /api/datacollection/uploads (super, adminMgmt): signs the direct upload of one CAT rail
 * file to S3. 200 `{ fileId, key, url, method, headers, expiresInSeconds }`; 400 naming the field
 * (a file over 100 MB is refused here, and again by the processing function after upload).
 */
import { datacollectionUploadRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { presignUpload } from '../../services/data-collection/uploads';

export const handler = createHandler(datacollectionUploadRoute, async ({ caller, body }) => json(200, await presignUpload(body, caller.username)));
