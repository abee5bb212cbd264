/**
 * GET /api/datacollection/files/{fileId} (super, adminMgmt, adminReadOnly): the processing of one
 * rail file: `{ fileId, status: 'processed', result }` with the OCT_3, OCT_24, RMS_30_100 series
 * and the CQI, or `{ status: 'failed', reason }`; 404 while it is not processed yet or unknown.
 */
import { createHandler, json } from '../../lib/create-handler';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { getResult } from '../../services/data-collection/process-upload';

export const handler = createHandler('datacollection-file', async ({ params }) => {
  const fileId = params.fileId ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(fileId)) throw new BadRequestError('fileId must be a file id', [{ path: 'fileId', message: 'fileId must be a file id' }]);
  const item = await getResult(fileId);
  if (!item) throw new NotFoundError('This file is not processed yet');
  return json(200, { fileId, status: item.status, reason: item.reason, processedAt: item.processedAt, result: item.result });
});
