/**
 * The presigned upload of a CAT rail file (docs/api.md 'Data collection'): the browser PUTs the
 * file straight to `cat/uploads/<fileId>/<name>`; the summary's sampling distance and calibration
 * travel as object metadata so the processing function has them when S3 fires, and so does the
 * request's correlation id (docs/observability.md).
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { CatUploadRequest, PresignedUpload } from '@grindline/domain';
import { CAT_UPLOAD_PREFIX } from '../../data/bucket';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { currentRequest } from '../../lib/request-context';

/** A presigned PUT lives this long: enough for 100 MB on a slow site connection. */
export const UPLOAD_URL_SECONDS = 900;

/** What the browser needs to send the file: the route contract's answer. */
export type { PresignedUpload } from '@grindline/domain';

/** Object metadata (x-amz-meta-correlation-id) naming the upload request's correlation id. */
export const CORRELATION_METADATA = 'correlation-id';

/** The object key of an uploaded rail file. */
export const uploadKey = (fileId: string, fileName: string): string => `${CAT_UPLOAD_PREFIX}${fileId}/${fileName}`;

/** The file id of an upload key, or null for a key outside the upload prefix. */
export function fileIdOfKey(key: string): string | null {
  const m = new RegExp(`^${CAT_UPLOAD_PREFIX}([0-9a-f-]{36})/[^/]+$`).exec(key);
  return m ? m[1] : null;
}

/** Signs one PUT of a rail file (the size was checked against 100 MB by the schema). */
export async function presignUpload(request: CatUploadRequest, username: string): Promise<PresignedUpload> {
  const fileId = randomUUID();
  const key = uploadKey(fileId, request.fileName);
  const metadata: Record<string, string> = { 'uploaded-by': username };
  const { correlationId } = currentRequest();
  if (correlationId) metadata[CORRELATION_METADATA] = correlationId;
  if (request.samplingDistanceMm !== undefined) metadata['sampling-distance'] = String(request.samplingDistanceMm);
  if (request.calibrationUmPerUnit !== undefined) metadata['sensor-calibration'] = String(request.calibrationUmPerUnit);
  const command = new PutObjectCommand({ Bucket: config.bucketName, Key: key, ContentType: 'text/plain', Metadata: metadata });
  const url = await getSignedUrl(s3, command, { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(['content-type']) });
  const headers: Record<string, string> = { 'content-type': 'text/plain' };
  for (const [name, value] of Object.entries(metadata)) headers[`x-amz-meta-${name}`] = value;
  return { fileId, key, url, method: 'PUT', headers, expiresInSeconds: UPLOAD_URL_SECONDS };
}
