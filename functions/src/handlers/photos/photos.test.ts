import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { photoKey, photoThumbKey } from '@grindline/domain';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { routeById } from '../../route-table';
import { seedReport } from '../../services/test-fixtures';
import { testPicture, uploadPhoto } from '../../services/photos/test-photos';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler as createPhotoUpload } from './create-photo-upload';
import { handler as reportPhotos } from './report-photos';

const bartadmin = { username: 'bartadmin', role: 'BARTadmin' };
const nyctadmin = { username: 'nyctadmin', role: 'NYCTadmin' };
const readonly = { username: 'adminreadonly', role: 'adminReadOnly' };
// Agency inspectors (decisions §53) read the photos of their own site's shifts on the review page.
const bartInspector = { username: 'BART_bart-0001', role: 'BARTinspector' };
const nyctInspector = { username: 'nyctinspector', role: 'NYCTinspector' };

const request = (overrides: Record<string, unknown> = {}) => ({
  site: 'BART', submissionId: randomUUID(), photoId: randomUUID(), fileName: 'IMG_0042.jpg', contentType: 'image/jpeg', size: 2048, ...overrides,
});
const sign = (body: Record<string, unknown>, caller = bartadmin) => invoke(createPhotoUpload, routeEvent(routeById('photo-upload'), { body, caller }));
const photosOf = (shiftId: string, caller: { username: string; role: string } = bartadmin) => invoke(reportPhotos, routeEvent(routeById('report-photos'), { params: { shiftId }, caller }));

describe('photo-upload', () => {
  it('signs a PUT under the site, submission and photo id, with the content type pinned', async () => {
    const body = request();
    const res = await sign(body);
    expect(res.statusCode).toBe(200);
    const signed = jsonBody(res) as { fileId: string; key: string; url: string; method: string; headers: Record<string, string>; expiresInSeconds: number };
    expect(signed).toMatchObject({ fileId: body.photoId, key: `photos/BART/${body.submissionId}/${body.photoId}.jpg`, method: 'PUT', expiresInSeconds: 900 });
    expect(signed.headers['content-type']).toBe('image/jpeg');
    // Content type and length are signed headers: S3 refuses a body of another type or size.
    expect(new URL(signed.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    // The same photo id signs the same key: a retried upload overwrites, never duplicates.
    expect((jsonBody(await sign(body)) as { key: string }).key).toBe(signed.key);
  });

  it('refuses another site, a type that is not a photo and a file over 25 MB, naming the field', async () => {
    expect((await sign(request({ site: 'NYCT' }))).statusCode).toBe(403);
    const pdf = await sign(request({ contentType: 'application/pdf' }));
    expect(pdf.statusCode).toBe(400);
    expect(jsonBody(pdf).issues).toEqual([{ path: 'contentType', message: 'a photo must be a JPEG, PNG or HEIC image' }]);
    const big = await sign(request({ size: 25 * 1024 * 1024 + 1 }));
    expect(big.statusCode).toBe(400);
    expect(jsonBody(big).issues).toEqual([{ path: 'size', message: 'a photo may not be over 25 MB' }]);
    // A reader of the site may not upload to it.
    expect((await sign(request(), readonly)).statusCode).toBe(403);
  });
});

describe('report-photos', () => {
  it('answers each photo with signed links, the thumbnail null until it exists', async () => {
    const submissionId = randomUUID();
    const jpeg = await testPicture(64, 48);
    const first = await uploadPhoto(bartadmin, 'BART', submissionId, jpeg, { caption: 'Before' });
    const second = await uploadPhoto(bartadmin, 'BART', submissionId, jpeg, { fileName: 'IMG_0002.jpg', rangeIndex: 0 });
    const report = await seedReport({ shiftId: `20310101${String(Date.now()).slice(-6)}`, site: 'BART', date: '2031-01-01', submissionId, photos: [first, second] });
    await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: photoThumbKey('BART', submissionId, first.id), Body: jpeg, ContentType: 'image/jpeg' }));

    const res = await photosOf(report.shiftId, readonly);
    expect(res.statusCode).toBe(200);
    const { photos } = jsonBody(res) as { photos: { id: string; caption?: string; url: string; thumbUrl: string | null; expiresInSeconds: number }[] };
    expect(photos.map((p) => [p.id, p.caption, p.thumbUrl === null, p.expiresInSeconds])).toEqual([[first.id, 'Before', false, 900], [second.id, undefined, true, 900]]);
    const picture = await fetch(photos[0].url);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(jpeg)).toBe(true);
    expect(new URL(photos[0].url).pathname).toContain(photoKey('BART', submissionId, first.id, 'image/jpeg'));
    expect(new URL(photos[0].url).searchParams.get('X-Amz-Expires')).toBe('900');
    expect((await fetch(photos[0].thumbUrl!)).status).toBe(200);
  });

  it("lets the site's agency inspector read them (the review page), and not another site's inspector", async () => {
    const submissionId = randomUUID();
    const first = await uploadPhoto(bartadmin, 'BART', submissionId, await testPicture(32, 24), { caption: 'After' });
    const report = await seedReport({ shiftId: `20310401${String(Date.now()).slice(-6)}`, site: 'BART', date: '2031-04-01', submissionId, photos: [first] });
    const res = await photosOf(report.shiftId, bartInspector);
    expect(res.statusCode).toBe(200);
    const { photos } = jsonBody(res) as { photos: { id: string; url: string }[] };
    expect(photos.map((p) => p.id)).toEqual([first.id]);
    expect((await fetch(photos[0].url)).status).toBe(200);
    expect((await photosOf(report.shiftId, nyctInspector)).statusCode).toBe(403);
  });

  it('refuses another site\'s reader, and answers 404 for no report', async () => {
    const report = await seedReport({ shiftId: `20310201${String(Date.now()).slice(-6)}`, site: 'BART', date: '2031-02-01' });
    expect((await photosOf(report.shiftId, nyctadmin)).statusCode).toBe(403);
    expect(jsonBody(await photosOf(report.shiftId)).photos).toEqual([]);
    expect((await photosOf('20310301999999')).statusCode).toBe(404);
  });
});
