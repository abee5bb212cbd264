/**
 * The thumbnail of an uploaded photo (issue 28), made by the photo-thumbs function when S3 says an
 * object was created under photos/: the picture turned upright by its EXIF orientation, longest
 * side 320 px, JPEG, at `photo-thumbs/<site>/<submissionId>/<photoId>.jpg`. The thumbnail is a pure
 * function of the photo, so a repeated event writes the same thumbnail again.
 *
 * HEIC: the prebuilt sharp (libvips with libheif for AVIF only, no HEVC decoder, for patent
 * reasons) cannot decode it, so no thumbnail is made: readers get `thumbUrl: null` and show the
 * file name instead (docs/decisions.md). The device converts to JPEG where it can before upload.
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PHOTO_THUMB_LONGEST_SIDE_PX, photoThumbKey } from '@grindline/domain';
import sharp from 'sharp';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addMetric, logger, MetricUnit, setCorrelationId } from '../../lib/observability';

/** The parts of a photo key (domain photoKey), or null for any other key. */
export function parsePhotoKey(key: string): { site: string; submissionId: string; photoId: string; ext: 'jpg' | 'png' | 'heic' } | null {
  const m = /^photos\/([^/]+)\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.(jpg|png|heic)$/.exec(key);
  return m ? { site: m[1], submissionId: m[2], photoId: m[3], ext: m[4] as 'jpg' | 'png' | 'heic' } : null;
}

/** The thumbnail of picture `bytes`: upright (EXIF orientation applied), longest side 320 px at most, JPEG. */
export async function thumbnailOf(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize(PHOTO_THUMB_LONGEST_SIDE_PX, PHOTO_THUMB_LONGEST_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

export type ThumbOutcome = 'made' | 'heic' | 'undecodable' | 'ignored';

/**
 * Makes the thumbnail of the photo at `key`. Keys that are no photo are ignored; a HEIC photo gets
 * none; a picture sharp cannot decode is logged and counted (retrying would not help); any other
 * failure (S3) throws, so the event is retried.
 */
export async function makeThumbnail(key: string): Promise<ThumbOutcome> {
  const parts = parsePhotoKey(key);
  if (!parts) return 'ignored';
  if (parts.ext === 'heic') {
    logger.info('No thumbnail for a HEIC photo (sharp cannot decode HEVC)', { key });
    return 'heic';
  }
  const started = Date.now();
  const object = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key }));
  setCorrelationId(object.Metadata?.['correlation-id']);
  const bytes = await object.Body!.transformToByteArray();
  let thumb: Buffer;
  try {
    thumb = await thumbnailOf(bytes);
  } catch (error) {
    addMetric(METRIC_NAMES.photoThumbsFailed);
    logger.warn('Photo not decodable: no thumbnail', { key, error: error as Error });
    return 'undecodable';
  }
  await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: photoThumbKey(parts.site, parts.submissionId, parts.photoId), Body: thumb, ContentType: 'image/jpeg' }));
  addMetric(METRIC_NAMES.photoThumbsMade);
  addMetric(METRIC_NAMES.photoThumbMs, Date.now() - started, MetricUnit.Milliseconds);
  logger.info('Photo thumbnail made', { key, bytes: bytes.length, thumbBytes: thumb.length, ms: Date.now() - started });
  return 'made';
}
