/**
 * The photos of a filed report as a reader gets them (GET /api/reports/{shiftId}/photos): each
 * reference with short-lived signed links to the picture and its thumbnail, to the report's site only.
 */
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { photoKey, photoThumbKey, type PhotoRef, type PhotoView, type ShiftReport } from '@grindline/domain';
import { assertSite } from '../../lib/authorize';
import type { Caller } from '../../lib/caller';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { NotFoundError } from '../../lib/errors';
import { getReport } from '../report-store';

/** A signed GET of a photo or thumbnail lives this long: a screen asks again when it reloads. */
export const PHOTO_VIEW_URL_SECONDS = 900;

/** Whether the object at `key` exists (a thumbnail is made a moment after its photo is uploaded). */
export async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }));
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** Whether an S3 error says the object does not exist (HeadObject answers a bare 404). */
export function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

const signGet = (key: string): Promise<string> =>
  getSignedUrl(s3, new GetObjectCommand({ Bucket: config.bucketName, Key: key }), { expiresIn: PHOTO_VIEW_URL_SECONDS });

/** One photo of `report` with its signed links; thumbUrl null while the thumbnail does not exist (or for HEIC: docs/decisions.md). */
export async function photoView(report: ShiftReport, photo: PhotoRef): Promise<PhotoView> {
  const thumbKey = photoThumbKey(report.site, report.submissionId, photo.id);
  const [url, thumbExists] = await Promise.all([signGet(photoKey(report.site, report.submissionId, photo.id, photo.contentType)), objectExists(thumbKey)]);
  return { ...photo, url, thumbUrl: thumbExists ? await signGet(thumbKey) : null, expiresInSeconds: PHOTO_VIEW_URL_SECONDS };
}

/** The photos of the current version of report `shiftId`. 404 no such report; 403 another site's. */
export async function reportPhotos(caller: Caller, shiftId: string): Promise<{ photos: PhotoView[] }> {
  const report = await getReport(shiftId);
  if (!report) throw new NotFoundError('No report with this shift id');
  assertSite(caller, report.site);
  return { photos: await Promise.all((report.photos ?? []).map((p) => photoView(report, p))) };
}
