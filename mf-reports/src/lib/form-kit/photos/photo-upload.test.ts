import { photoUploadRoute } from '@grindline/domain';
import { ApiError } from 'shell/kit';
import { mockApi, NETWORK_FAILURE, onRoute } from '@grindline/ui/testing/mock-api';
import { freshIndexedDb } from '../../../testing/fake-indexeddb';
import { getPhotoPicture, putPhotoPicture } from './photo-store';
import { uploadReportPhotos } from './photo-upload';

/** A stand-in for XMLHttpRequest: answers each PUT with `FakeXhr.answer` after one progress event. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer: number | 'drop' = 200;
  status = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  body?: Blob;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: 1, total: 2, lengthComputable: true });
      if (FakeXhr.answer === 'drop') return this.onerror?.();
      this.status = FakeXhr.answer;
      this.onload?.();
    }, 0);
  }
}

const SITE = 'BART';
const SUBMISSION = '5d9e1c3a-2b4f-4a6e-8c7d-9e0f1a2b3c4d';
const A = '7f3c2a7e-1b7a-4c55-9a56-3d8f2f3c9a01';
const B = '0b8e6f1a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const ref = (id: string) => ({ id, fileName: `${id.slice(0, 4)}.jpg`, contentType: 'image/jpeg' as const, size: 5 });
const picture = (text: string) => ({ arrayBuffer: async () => new TextEncoder().encode(text).buffer, type: 'image/jpeg' }) as unknown as Blob;
const signed = (photoId: string) => ({ fileId: photoId, key: `photos/${SITE}/${SUBMISSION}/${photoId}.jpg`, url: `http://s3.test/bucket/photos/${photoId}.jpg`, method: 'PUT' as const, headers: { 'content-type': 'image/jpeg' }, expiresInSeconds: 900 });

beforeEach(async () => {
  freshIndexedDb();
  FakeXhr.sent = [];
  FakeXhr.answer = 200;
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  await putPhotoPicture(A, 'dana:bart', picture('AAAAA'));
  await putPhotoPicture(B, 'dana:bart', picture('BBBBB'));
});

it('signs each photo under the site and submission id, PUTs its picture with the signed headers, and marks it uploaded', async () => {
  const fetch = mockApi(onRoute(photoUploadRoute, (call) => ({ body: signed((call.body as { photoId: string }).photoId) })));
  await uploadReportPhotos({ site: SITE, submissionId: SUBMISSION }, [ref(A), ref(B)]);
  const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));
  expect(bodies).toEqual([
    { site: SITE, submissionId: SUBMISSION, photoId: A, fileName: ref(A).fileName, contentType: 'image/jpeg', size: 5 },
    { site: SITE, submissionId: SUBMISSION, photoId: B, fileName: ref(B).fileName, contentType: 'image/jpeg', size: 5 },
  ]);
  expect(FakeXhr.sent.map((x) => [x.method, x.url, x.headers['content-type'], x.body?.size])).toEqual([
    ['PUT', signed(A).url, 'image/jpeg', 5],
    ['PUT', signed(B).url, 'image/jpeg', 5],
  ]);
  expect((await getPhotoPicture(A))?.uploaded).toBe(true);
  expect((await getPhotoPicture(B))?.uploaded).toBe(true);
});

it('on a retry uploads only what the bucket does not have yet', async () => {
  mockApi(onRoute(photoUploadRoute, (call) => ({ body: signed((call.body as { photoId: string }).photoId) })));
  FakeXhr.answer = 'drop';
  await expect(uploadReportPhotos({ site: SITE, submissionId: SUBMISSION }, [ref(A)])).rejects.toThrow('could not be sent: no connection');
  FakeXhr.answer = 200;
  await uploadReportPhotos({ site: SITE, submissionId: SUBMISSION }, [ref(A)]);
  FakeXhr.sent = [];
  const fetch = mockApi(onRoute(photoUploadRoute, (call) => ({ body: signed((call.body as { photoId: string }).photoId) })));
  await uploadReportPhotos({ site: SITE, submissionId: SUBMISSION }, [ref(A), ref(B)]);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(FakeXhr.sent.map((x) => x.url)).toEqual([signed(B).url]);
});

it('tells a lost connection (queued for later) from a refusal (shown to the user)', async () => {
  mockApi(onRoute(photoUploadRoute, NETWORK_FAILURE));
  const offline = await uploadReportPhotos({ site: SITE, submissionId: SUBMISSION }, [ref(A)]).catch((e: unknown) => e);
  expect(offline).toBeInstanceOf(Error);
  mockApi(onRoute(photoUploadRoute, (call) => ({ body: signed((call.body as { photoId: string }).photoId) })));
  FakeXhr.answer = 403;
  const refused = await uploadReportPhotos({ site: SITE, submissionId: SUBMISSION }, [ref(A)]).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(403);
  expect((await getPhotoPicture(A))?.uploaded).toBe(false);
});
