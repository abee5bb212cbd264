/**
 * Test data for the photo tests (issue 28): real pictures made with sharp, uploaded the way the
 * browser does (sign through the route, PUT with the signed headers).
 */
import { randomUUID } from 'node:crypto';
import type { PhotoContentType, PhotoRef } from '@grindline/domain';
import sharp from 'sharp';
import { handler as createPhotoUpload } from '../../handlers/photos/create-photo-upload';
import { routeById } from '../../route-table';
import { invoke, jsonBody, routeEvent, type TestCaller } from '../../../tests/support/events';

/** A picture `width` x `height` (a gradient, so it compresses like a photo), as JPEG or PNG, with EXIF orientation `orientation` when given. */
export async function testPicture(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg', orientation?: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) raw.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (format === 'png') return image.png().toBuffer();
  return (orientation ? image.withMetadata({ orientation }) : image).jpeg({ quality: 80 }).toBuffer();
}

/** Signs and PUTs one photo of `site`'s shift `submissionId` as `caller`; answers its reference. */
export async function uploadPhoto(
  caller: NonNullable<TestCaller>,
  site: string,
  submissionId: string,
  bytes: Buffer,
  extra: Partial<PhotoRef> & { contentType?: PhotoContentType } = {},
): Promise<PhotoRef> {
  const ref: PhotoRef = { id: randomUUID(), fileName: 'IMG_0001.jpg', contentType: 'image/jpeg', size: bytes.length, ...extra };
  const body = { site, submissionId, photoId: ref.id, fileName: ref.fileName, contentType: ref.contentType, size: ref.size };
  const res = await invoke(createPhotoUpload, routeEvent(routeById('photo-upload'), { body, caller }));
  if (res.statusCode !== 200) throw new Error(`photo-upload answered ${res.statusCode}: ${res.body}`);
  const signed = jsonBody(res) as { url: string; headers: Record<string, string> };
  const put = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: new Uint8Array(bytes) });
  if (put.status !== 200) throw new Error(`PUT answered ${put.status}: ${await put.text()}`);
  return ref;
}
