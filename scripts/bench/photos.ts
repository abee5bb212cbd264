/**
 * Photos on shift reports (issue 28) on the local stack: the upload of 10 photos as the device
 * sends them (each: sign through POST /api/photos/uploads, then PUT straight to the bucket, the
 * local S3), one after the other and three at a time; the thumbnail time per photo, in process
 * (decode, EXIF rotation, resize to 320 px, JPEG: the photo-thumbs function's work) and end to
 * end on the stack (from the PUT until the thumbnail is in the bucket, which includes the local
 * S3-event stand-in's 500 ms polling); and the filing of a BART report carrying the 10 photos
 * (each checked with HeadObject) against the same report without photos.
 */
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { photoThumbKey } from '@grindline/domain';
import sharp from 'sharp';
import { thumbnailOf } from '../../functions/src/services/photos/thumbnail-image';
import { bartBody } from '../../functions/tests/harness/valid-bodies';
import { signIn } from './bart-client';
import { median } from './submit';

const PHOTOS = 10;
const FILING_REPEATS = 5;

/** A photo as the device uploads it: 2048 x 1536 JPEG (resized on the device), with texture so it weighs like one. */
async function devicePhoto(seed: number): Promise<Buffer> {
  const width = 2048;
  const height = 1536;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i += 3) {
    x = (x * 1103515245 + 12345) >>> 0;
    const px = (i / 3) % width;
    const py = Math.floor(i / 3 / width);
    const noise = (x >>> 24) % 48;
    raw[i] = ((px * 200) / width + noise) & 255;
    raw[i + 1] = ((py * 200) / height + noise) & 255;
    raw[i + 2] = (96 + noise) & 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).withMetadata({ orientation: 6 }).jpeg({ quality: 85 }).toBuffer();
}

async function call(url: string, cookie: string, path: string, body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

interface Uploaded {
  ref: { id: string; fileName: string; contentType: 'image/jpeg'; size: number };
  putAt: number;
}

/** Signs and PUTs one photo; answers its reference and when the PUT finished. */
async function upload(url: string, cookie: string, submissionId: string, bytes: Buffer, n: number): Promise<Uploaded> {
  const ref = { id: crypto.randomUUID(), fileName: `IMG_${String(n).padStart(4, '0')}.jpg`, contentType: 'image/jpeg' as const, size: bytes.length };
  const signed = await call(url, cookie, '/api/photos/uploads', { site: 'BART', submissionId, photoId: ref.id, fileName: ref.fileName, contentType: ref.contentType, size: ref.size });
  if (signed.status !== 200) throw new Error(`photo-upload answered ${signed.status}: ${JSON.stringify(signed.json)}`);
  const put = await fetch(signed.json.url, { method: 'PUT', headers: signed.json.headers, body: new Uint8Array(bytes) });
  if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);
  return { ref, putAt: performance.now() };
}

/** Uploads `photos` `concurrency` at a time; answers the references in order and the wall time. */
async function uploadAll(url: string, cookie: string, submissionId: string, photos: Buffer[], concurrency: number): Promise<{ uploaded: Uploaded[]; ms: number }> {
  const started = performance.now();
  const uploaded: Uploaded[] = new Array(photos.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < photos.length) {
        const i = next++;
        uploaded[i] = await upload(url, cookie, submissionId, photos[i], i + 1);
      }
    }),
  );
  return { uploaded, ms: performance.now() - started };
}

/** Waits until each photo's thumbnail is in the bucket; answers ms from its PUT to its thumbnail. */
async function thumbLatencies(env: Record<string, string>, submissionId: string, uploaded: Uploaded[]): Promise<number[]> {
  const s3 = new S3Client({ endpoint: env.AWS_ENDPOINT_URL_S3, forcePathStyle: true, region: env.AWS_REGION ?? 'us-east-1' });
  const latencies: number[] = [];
  for (const u of uploaded) {
    const key = photoThumbKey('BART', submissionId, u.ref.id);
    for (;;) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: env.BUCKET_NAME, Key: key }));
        latencies.push(performance.now() - u.putAt);
        break;
      } catch {
        if (performance.now() - u.putAt > 60_000) throw new Error(`no thumbnail for ${key} after 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  }
  s3.destroy();
  return latencies;
}

const ms = (x: number) => `${Math.round(x)} ms`;

/** Runs the photo figures; returns the printed lines. */
export async function photoFigures(url: string, env: Record<string, string>): Promise<string> {
  const cookie = await signIn(url, 'bartadmin');
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => devicePhoto(i + 1)));
  const meanKb = photos.reduce((s, p) => s + p.length, 0) / photos.length / 1024;
  await uploadAll(url, cookie, crypto.randomUUID(), photos.slice(0, 1), 1); // warm the signing bundle

  const sequentialShift = crypto.randomUUID();
  const sequential = await uploadAll(url, cookie, sequentialShift, photos, 1);
  const parallelShift = crypto.randomUUID();
  const parallel = await uploadAll(url, cookie, parallelShift, photos, 3);

  const inProcess: number[] = [];
  for (const p of photos) {
    const t0 = performance.now();
    await thumbnailOf(p);
    inProcess.push(performance.now() - t0);
  }
  const endToEnd = await thumbLatencies(env, sequentialShift, sequential.uploaded);

  // Filing: a BART report with 10 photos (10 HeadObject checks) against one without, 5 of each, alternated.
  const day = (offset: number) => new Date(Date.UTC(2095, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
  await call(url, cookie, '/api/reports/bart', bartBody(day(0))); // warm the filing bundle
  const withMs: number[] = [];
  const withoutMs: number[] = [];
  for (let i = 0; i < FILING_REPEATS; i += 1) {
    const shift = i === 0 ? sequentialShift : crypto.randomUUID();
    const refs = i === 0 ? sequential.uploaded : (await uploadAll(url, cookie, shift, photos, 3)).uploaded;
    const t1 = performance.now();
    const filed = await call(url, cookie, '/api/reports/bart', { ...bartBody(day(1 + 2 * i)), submissionId: shift, photos: refs.map((u) => u.ref) });
    withMs.push(performance.now() - t1);
    if (filed.status !== 201) throw new Error(`filing with photos answered ${filed.status}: ${JSON.stringify(filed.json)}`);
    const t2 = performance.now();
    await call(url, cookie, '/api/reports/bart', bartBody(day(2 + 2 * i)));
    withoutMs.push(performance.now() - t2);
  }

  return [
    `Photos (issue 28), local stack, ${PHOTOS} photos of 2048 x 1536 px JPEG (mean ${meanKb.toFixed(0)} KB):`,
    `  upload (sign + PUT to the local S3), one at a time: ${ms(sequential.ms)} for ${PHOTOS} (${ms(sequential.ms / PHOTOS)} per photo)`,
    `  upload, three at a time:                          ${ms(parallel.ms)} for ${PHOTOS}`,
    `  thumbnail per photo, in process (decode, rotate, 320 px, JPEG): median ${ms(median(inProcess))}, max ${ms(Math.max(...inProcess))}`,
    `  thumbnail per photo, end to end (PUT -> thumbnail in the bucket, local S3 events poll every 500 ms): median ${ms(median(endToEnd))}, max ${ms(Math.max(...endToEnd))}`,
    `  filing a BART report with the ${PHOTOS} photos (each checked by HeadObject): median ${ms(median(withMs))} of ${FILING_REPEATS}; without photos: median ${ms(median(withoutMs))}`,
  ].join('\n');
}
