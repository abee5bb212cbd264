import { act, screen, waitFor } from '@testing-library/react';
import { photoUploadRoute } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { freshIndexedDb } from '../../../testing/fake-indexeddb';
import { renderWithProviders } from '../../../testing/render';
import { putPhotoPicture } from './photo-store';
import { uploadReportPhotos } from './photo-upload';
import { ReviewPhotos } from './review-photos';

/** An XMLHttpRequest the test drives: each PUT waits for `FakeXhr.sent[i].progress()` and `.finish()`. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  status = 0;
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open() {}
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  finish() {
    this.status = 200;
    this.onload?.();
  }
}

const A = '7f3c2a7e-1b7a-4c55-9a56-3d8f2f3c9a01';
const B = '0b8e6f1a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const ref = (id: string, fileName: string, rangeIndex?: number) => ({ id, fileName, contentType: 'image/jpeg' as const, size: 4, ...(rangeIndex === undefined ? {} : { rangeIndex }) });
const picture = { arrayBuffer: async () => new ArrayBuffer(4), type: 'image/jpeg' } as unknown as Blob;

it('shows a progress bar per photo while the report is filed: each moves with its own upload and is full once the bucket has it', async () => {
  freshIndexedDb();
  FakeXhr.sent = [];
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  await putPhotoPicture(A, 'dana:bart', picture);
  await putPhotoPicture(B, 'dana:bart', picture);
  mockApi(onRoute(photoUploadRoute, (call) => ({ body: { fileId: 'f', key: 'k', url: `http://s3.test/${(call.body as { photoId: string }).photoId}`, method: 'PUT' as const, headers: {}, expiresInSeconds: 900 } })));
  const photos = [ref(A, 'before.jpg', 0), ref(B, 'after.jpg')];
  renderWithProviders(<ReviewPhotos photos={photos} uploading />);
  expect(screen.getByText('(range 1)')).toBeInTheDocument();
  expect(screen.getByText('(whole shift)')).toBeInTheDocument();

  const uploading = uploadReportPhotos({ site: 'BART', submissionId: '5d9e1c3a-2b4f-4a6e-8c7d-9e0f1a2b3c4d' }, photos);
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
  act(() => FakeXhr.sent[0]!.progress(3, 4));
  expect(screen.getByRole('progressbar', { name: 'Upload of before.jpg' })).toHaveAttribute('value', '75');
  expect(screen.getByRole('progressbar', { name: 'Upload of after.jpg' })).toHaveAttribute('value', '0');
  // All bytes out is not stored yet: 99 until the bucket answers.
  act(() => FakeXhr.sent[1]!.progress(4, 4));
  expect(screen.getByRole('progressbar', { name: 'Upload of after.jpg' })).toHaveAttribute('value', '99');
  await act(async () => {
    FakeXhr.sent[0]!.finish();
    FakeXhr.sent[1]!.finish();
    await uploading;
  });
  expect(screen.getByRole('progressbar', { name: 'Upload of before.jpg' })).toHaveAttribute('value', '100');
  expect(screen.getByRole('progressbar', { name: 'Upload of after.jpg' })).toHaveAttribute('value', '100');
});
