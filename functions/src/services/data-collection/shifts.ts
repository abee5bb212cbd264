/**
 * Filing a data-collection shift (spec 002 section 4 'Upload flow' step 5): the shift and one
 * record per rail file, plus a claim per file so a file is filed once, in ONE transaction: a
 * retry or a failure never leaves a shift without its records or a file in two shifts.
 */
import { countOf } from '@grindline/domain';
import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DataCollectionShift } from '@grindline/domain';
import { dataCollectionKeys, type DataCollectionRecordItem, type DataCollectionShiftItem } from '../../data/data-collection-entities';
import { ddb } from '../../lib/clients/dynamodb';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { uploadKey } from './uploads';
import { auditItem } from '../audit-log';

/** The claim that a file belongs to a shift. */
export const fileClaimKey = (fileId: string) => ({ pk: `CATFILE#${fileId}`, sk: 'FILED' });

async function assertUploaded(shift: DataCollectionShift): Promise<void> {
  for (const [i, r] of shift.records.entries()) {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: uploadKey(r.id, r.fileName) }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status !== 404 && (error as Error).name !== 'NotFound') throw error;
      const message = `${r.fileName} was not uploaded: upload it again`;
      throw new BadRequestError(message, [{ path: `records.${i}.id`, message }]);
    }
  }
}

/** Files the shift and its records; returns the new shift id. */
export async function fileDataCollectionShift(shift: DataCollectionShift, username: string, now: () => Date = () => new Date()): Promise<{ shiftId: string }> {
  await assertUploaded(shift);
  const shiftId = `${shift.date.replace(/-/g, '')}-${randomUUID().slice(0, 8)}`;
  const createdAt = now().toISOString();
  const summaries = shift.records.map((r) => ({
    id: r.id, fileName: r.fileName, trackId: r.trackId, rail: r.rail, sensor: r.sensor, from: r.from, to: r.to,
    description: r.description, operator: r.operator, comment: r.comment, runningBand: r.runningBand,
  }));
  const shiftItem: DataCollectionShiftItem = {
    ...dataCollectionKeys.shift(shiftId),
    ...dataCollectionKeys.bySiteDate(shift.clientId, shift.date, shiftId),
    entity: 'dcShift', shiftId, date: shift.date, clientId: shift.clientId, lineName: shift.lineName, createdBy: username, createdAt, records: summaries,
  };
  const records: DataCollectionRecordItem[] = shift.records.map((r, i) => ({
    ...dataCollectionKeys.record(shiftId, r.id), ...summaries[i], entity: 'dcRecord', shiftId, type: 'CAT',
    extended: { ...r.extended, shift_id: shiftId },
  }));
  const notExists = 'attribute_not_exists(pk)';
  try {
    await ddb.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: config.tableName, Item: shiftItem, ConditionExpression: notExists } },
        ...records.map((Item) => ({ Put: { TableName: config.tableName, Item, ConditionExpression: notExists } })),
        ...shift.records.map((r) => ({ Put: { TableName: config.tableName, Item: { ...fileClaimKey(r.id), entity: 'catFileClaim', shiftId }, ConditionExpression: notExists } })),
        // Audited in the same transaction, last so the positions above name the failed claim.
        { Put: { TableName: config.tableName, Item: auditItem({ action: 'dataCollection.file', site: shift.clientId, target: shiftId, summary: `CAT shift ${shiftId} of ${shift.clientId} ${shift.lineName} filed: ${countOf(shift.records.length, 'rail file')}` }, new Date(createdAt)) } },
      ],
    }));
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      const claimAt = reasons.findIndex((c, i) => c.Code === 'ConditionalCheckFailed' && i > records.length);
      const name = claimAt > 0 ? shift.records[claimAt - 1 - records.length]?.fileName : undefined;
      throw new ConflictError(name ? `${name} is already filed in another shift` : 'This shift could not be filed: try again');
    }
    throw error;
  }
  return { shiftId };
}
