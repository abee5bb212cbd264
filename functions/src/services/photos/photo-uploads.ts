/**
 * Photos of shift reports (issue 28): signing the device's direct upload of one photo, and the
 * check every filing makes before it writes (each photo is in the bucket under the report's site
 * and submission id, with the size and content type the report declares).
 */
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAX_PHOTOS_PER_REPORT, photoKey, type PhotoRef, type PhotoUploadRequest, type PresignedUpload, type ShiftReport } from '@grindline/domain';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { BadRequestError, type Issue } from '../../lib/errors';
import { currentRequest } from '../../lib/request-context';
import { isNotFound } from './photo-views';

/** A presigned photo PUT lives this long: a queued report may wait a while between signing and sending. */
export const PHOTO_UPLOAD_URL_SECONDS = 900;

/**
 * Signs one PUT of a photo: the key is fixed by site, submission and photo id (a retry signs the
 * same key, so it overwrites rather than duplicates), and the content type and length are part of
 * the signature, so S3 refuses a body of another type or size. The browser sends the returned
 * headers; it cannot set Content-Length itself, the body's own length is what is checked.
 */
export async function presignPhotoUpload(request: PhotoUploadRequest, username: string): Promise<PresignedUpload> {
  const key = photoKey(request.site, request.submissionId, request.photoId, request.contentType);
  const metadata: Record<string, string> = { 'uploaded-by': username };
  const { correlationId } = currentRequest();
  if (correlationId) metadata['correlation-id'] = correlationId;
  const command = new PutObjectCommand({ Bucket: config.bucketName, Key: key, ContentType: request.contentType, ContentLength: request.size, Metadata: metadata });
  const url = await getSignedUrl(s3, command, { expiresIn: PHOTO_UPLOAD_URL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) });
  const headers: Record<string, string> = { 'content-type': request.contentType };
  for (const [name, value] of Object.entries(metadata)) headers[`x-amz-meta-${name}`] = value;
  return { fileId: request.photoId, key, url, method: 'PUT', headers, expiresInSeconds: PHOTO_UPLOAD_URL_SECONDS };
}

/** The stored object of a photo (size and content type), or null when there is none. */
async function headPhoto(key: string): Promise<{ size: number; contentType: string } | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** What is wrong with one photo of `report`, or null when it is in the bucket as declared. */
async function photoProblem(report: ShiftReport, photo: PhotoRef): Promise<string | null> {
  if (photo.rangeIndex !== undefined && photo.rangeIndex >= report.ranges.length) {
    return `${photo.fileName} belongs to ground range ${photo.rangeIndex + 1}, but the report has ${report.ranges.length}: choose its range again`;
  }
  const stored = await headPhoto(photoKey(report.site, report.submissionId, photo.id, photo.contentType));
  if (!stored) return `${photo.fileName} was not uploaded: attach it again`;
  if (stored.size !== photo.size) return `${photo.fileName} was not uploaded whole (${stored.size} of ${photo.size} bytes): attach it again`;
  if (stored.contentType.split(';')[0].trim().toLowerCase() !== photo.contentType) return `${photo.fileName} was uploaded as ${stored.contentType || 'an unknown type'}, not ${photo.contentType}: attach it again`;
  return null;
}

/**
 * Checks the photos of a report about to be filed or saved, before anything is written: at most
 * {@link MAX_PHOTOS_PER_REPORT}, each photo once, each range index within the report's ranges,
 * each object in the bucket under the report's site and submission id with the declared size and
 * content type. 400 with one issue per photo, `photos.<i>`, naming its file.
 */
export async function assertPhotosUploaded(report: ShiftReport): Promise<void> {
  const photos = report.photos ?? [];
  if (photos.length === 0) return;
  if (photos.length > MAX_PHOTOS_PER_REPORT) {
    const message = `a report may carry at most ${MAX_PHOTOS_PER_REPORT} photos`;
    throw new BadRequestError(message, [{ path: 'photos', message }]);
  }
  const seen = new Set<string>();
  const issues: Issue[] = [];
  const problems = await Promise.all(photos.map((p) => photoProblem(report, p)));
  photos.forEach((photo, i) => {
    const problem = seen.has(photo.id) ? `${photo.fileName} is attached twice` : problems[i];
    seen.add(photo.id);
    if (problem) issues.push({ path: `photos.${i}`, message: problem });
  });
  if (issues.length > 0) throw new BadRequestError(issues.length === 1 ? issues[0].message : `${issues.length} photos cannot be attached`, issues);
}

/** `report` with the photos of its filing body (none: no `photos` attribute at all). */
export function withPhotos(report: ShiftReport, photos: readonly PhotoRef[] | undefined): ShiftReport {
  return photos && photos.length > 0 ? { ...report, photos: [...photos] } : report;
}
