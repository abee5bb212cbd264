/**
 * GET /api/datacollection/files/{fileId} (super, adminMgmt, adminReadOnly): the processing of one
 * rail file: `{ fileId, status: 'processed', result }` with the OCT_3, OCT_24, RMS_30_100 series
 * and the CQI, or `{ status: 'failed', reason }`; 404 while it is not processed yet or unknown.
 */
import { datacollectionFileRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { NotFoundError } from '../../lib/errors';
import { getResult } from '../../services/data-collection/process-upload';

export const handler = createHandler(datacollectionFileRoute, async ({ params: { fileId } }) => {
  const item = await getResult(fileId);
  if (!item) throw new NotFoundError('This file is not processed yet');
  return json(200, { fileId, status: item.status, reason: item.reason, processedAt: item.processedAt, result: item.result });
});
