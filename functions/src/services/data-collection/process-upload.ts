/**
 * The S3-triggered processing of an uploaded rail file (functions/src/handlers/data-collection/
 * process-upload.ts): size check (the emulator does not enforce presigned limits, and a client may
 * lie about the size: the function checks), parse, EN 15610 processing, one result item per file.
 * A file that cannot be processed gets a failed result with the reason. The item is a pure
 * function of the object (its ETag and bytes), so processing it again writes the same result.
 * Logged under the upload request's correlation id (the object's `correlation-id` metadata) and
 * counted as CatRunsProcessed / CatRunsFailed (docs/observability.md).
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_UPLOAD_BYTES } from '@grindline/domain';
import { CatFormatError, leadingNumber, parseCatFile } from '../../cat/cat-file';
import { processRoughness } from '../../cat/roughness';
import { dataCollectionKeys, type CatResultItem } from '../../data/data-collection-entities';
import { ddb } from '../../lib/clients/dynamodb';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addMetric, logger, setCorrelationId } from '../../lib/observability';
import { CORRELATION_METADATA, fileIdOfKey } from './uploads';

/** Processes one object; returns the stored result, or null for a key that is not an upload. */
export async function processUpload(key: string, now: () => Date = () => new Date()): Promise<CatResultItem | null> {
  const fileId = fileIdOfKey(key);
  if (!fileId) return null;
  try {
    const { item, fresh } = await processFile(key, fileId, now);
    if (!fresh) return item;
    addMetric(item.status === 'processed' ? METRIC_NAMES.catRunsProcessed : METRIC_NAMES.catRunsFailed);
    logger.info('CAT file processed', { fileId, status: item.status, ...(item.status === 'failed' ? { reason: item.reason } : {}) });
    return item;
  } catch (error) {
    addMetric(METRIC_NAMES.catRunsFailed);
    logger.error('CAT file not processed', { fileId, error: error as Error });
    throw error;
  }
}

/** The result of one upload: stored now (fresh), or the one already stored for the same object. */
async function processFile(key: string, fileId: string, now: () => Date): Promise<{ item: CatResultItem; fresh: boolean }> {
  const head = await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }));
  setCorrelationId(head.Metadata?.[CORRELATION_METADATA]);
  const etag = (head.ETag ?? '').replace(/"/g, '');
  const resultKey = dataCollectionKeys.result(fileId);
  const existing = (await ddb.send(new GetCommand({ TableName: config.tableName, Key: resultKey, ConsistentRead: true }))).Item as CatResultItem | undefined;
  // The same object again (a retried or duplicated event): its result is already there.
  if (existing && existing.etag === etag) return { item: existing, fresh: false };
  const base = { ...resultKey, entity: 'catResult' as const, fileId, key, etag, processedAt: now().toISOString() };
  let item: CatResultItem;
  const size = head.ContentLength ?? 0;
  if (size > MAX_UPLOAD_BYTES) {
    await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: key }));
    item = { ...base, status: 'failed', reason: `The file is ${(size / 1048576).toFixed(1)} MB; at most ${MAX_UPLOAD_BYTES / 1048576} MB is accepted` };
  } else {
    const body = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key }));
    const text = (await body.Body?.transformToString('utf8')) ?? '';
    try {
      const run = parseCatFile(text, {
        samplingDistanceMm: leadingNumber(head.Metadata?.['sampling-distance']),
        calibrationUmPerUnit: leadingNumber(head.Metadata?.['sensor-calibration']),
      });
      const result = processRoughness(run.samples, run.samplingDistanceMm);
      item = { ...base, status: 'processed', result: { ...result, calibrationUmPerUnit: run.calibrationUmPerUnit } };
    } catch (error) {
      if (!(error instanceof CatFormatError)) throw error;
      item = { ...base, status: 'failed', reason: error.message };
    }
  }
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: item }));
  return { item, fresh: true };
}

/** The stored result of a file, or undefined while it is still being processed. */
export async function getResult(fileId: string): Promise<CatResultItem | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: config.tableName, Key: dataCollectionKeys.result(fileId) }));
  return out.Item as CatResultItem | undefined;
}
