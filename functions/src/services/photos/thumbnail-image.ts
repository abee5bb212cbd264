/**
 * The picture work of a photo thumbnail (issue 28), apart from the S3 and logging around it
 * (thumbnails.ts) so the bench times exactly this.
 */
import { PHOTO_THUMB_LONGEST_SIDE_PX } from '@grindline/domain';
import sharp from 'sharp';

/** The thumbnail of picture `bytes`: upright (EXIF orientation applied), longest side 320 px at most, JPEG. */
export async function thumbnailOf(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize(PHOTO_THUMB_LONGEST_SIDE_PX, PHOTO_THUMB_LONGEST_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
