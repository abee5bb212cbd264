import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { photoKey, photoThumbKey, type PhotoContentType } from '@grindline/domain';
import sharp from 'sharp';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { objectExists } from '../../services/photos/photo-views';
import { testPicture } from '../../services/photos/test-photos';
import { handler } from './make-thumbnails';

/** An S3 notification of `key`, as S3 (and the local stand-in) sends it: the key URL-encoded. */
const fire = (key: string) => handler({ Records: [{ s3: { object: { key: encodeURIComponent(key).replace(/%2F/g, '/') } } }] });
/** An EventBridge 'Object Created' event, as the AWS rule hands it over. */
const fireEventBridge = (key: string) => handler({ detail: { object: { key } } });

async function put(bytes: Buffer, contentType: PhotoContentType): Promise<{ key: string; thumbKey: string }> {
  const submissionId = randomUUID();
  const photoId = randomUUID();
  const key = photoKey('BART', submissionId, photoId, contentType);
  await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: bytes, ContentType: contentType }));
  return { key, thumbKey: photoThumbKey('BART', submissionId, photoId) };
}

async function thumbOf(thumbKey: string) {
  const object = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: thumbKey }));
  const bytes = Buffer.from(await object.Body!.transformToByteArray());
  return { contentType: object.ContentType, meta: await sharp(bytes).metadata() };
}

describe('photo-thumbs', () => {
  it('makes an upright JPEG thumbnail, longest side 320 px, of a JPEG the camera stored sideways', async () => {
    // 800 x 600 stored with EXIF orientation 6: the camera was held upright, so the photo is 600 x 800.
    const { key, thumbKey } = await put(await testPicture(800, 600, 'jpeg', 6), 'image/jpeg');
    expect(await fire(key)).toEqual({ made: 1, heic: 0, undecodable: 0, ignored: 0 });
    const thumb = await thumbOf(thumbKey);
    expect(thumb.contentType).toBe('image/jpeg');
    expect([thumb.meta.format, thumb.meta.width, thumb.meta.height]).toEqual(['jpeg', 240, 320]);
    // The orientation is applied, not carried: the thumbnail has none left to apply.
    expect(thumb.meta.orientation ?? 1).toBe(1);
  });

  it('keeps a small PNG its size (no enlargement), as JPEG, from an EventBridge event too', async () => {
    const { key, thumbKey } = await put(await testPicture(120, 90, 'png'), 'image/png');
    expect(await fireEventBridge(key)).toMatchObject({ made: 1 });
    const thumb = await thumbOf(thumbKey);
    expect([thumb.meta.format, thumb.meta.width, thumb.meta.height]).toEqual(['jpeg', 120, 90]);
  });

  it('makes none for HEIC, nor for a file that is no picture, and ignores other keys', async () => {
    const heic = await put(Buffer.from('not decodable without HEVC'), 'image/heic');
    expect(await fire(heic.key)).toMatchObject({ heic: 1, made: 0 });
    expect(await objectExists(heic.thumbKey)).toBe(false);
    const broken = await put(Buffer.from('this is not a JPEG'), 'image/jpeg');
    expect(await fire(broken.key)).toMatchObject({ undecodable: 1, made: 0 });
    expect(await objectExists(broken.thumbKey)).toBe(false);
    expect(await fire('photos/BART/readme.txt')).toMatchObject({ ignored: 1 });
  });
});
