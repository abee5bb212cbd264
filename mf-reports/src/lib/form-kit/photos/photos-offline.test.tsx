import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { photoUploadRoute } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { setTestUser, useUser } from 'shell/kit/testing';
import { freshIndexedDb } from '../../../testing/fake-indexeddb';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { draftKey, readDraft } from '../drafts';
import { useSubmitReport } from '../use-submit-report';
import { AttachPhotos } from './attach-photos';
import { getPhotoPicture } from './photo-store';
import { usePhotoAttachments, withPhotos } from './use-photo-attachments';

jest.mock('./photo-prepare', () => ({
  readExif: async () => ({}),
  resizePhoto: async () => ({ blob: { size: 2048, type: 'image/jpeg', arrayBuffer: async () => new ArrayBuffer(2048) }, contentType: 'image/jpeg' }),
}));

/** XMLHttpRequest that succeeds, or drops the connection while `FakeXhr.offline`. */
class FakeXhr {
  static puts: string[] = [];
  static offline = false;
  status = 0;
  url = '';
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    setTimeout(() => {
      if (FakeXhr.offline) return this.onerror?.();
      FakeXhr.puts.push(this.url);
      this.upload.onprogress?.({ loaded: 1024, total: 2048, lengthComputable: true });
      this.status = 200;
      this.onload?.();
    }, 0);
  }
}

const BODY = { line: 'EXPO' };
/** The filing: answers 201 and records the body, or drops the connection while `filing.drop`. */
const filing = { drop: false, bodies: [] as Array<{ photos?: Array<{ id: string; fileName: string }> }> };

function Harness() {
  const user = useUser();
  const photos = usePhotoAttachments(draftKey(user?.username, 'demo'));
  const submission = useSubmitReport<{ line: string }, { shiftId: string }>({
    formKey: 'demo',
    send: async (body, submissionId) => {
      const res = await fetch('/api/demo', { method: 'POST', body: JSON.stringify({ ...body, submissionId }) });
      return (await res.json()) as { shiftId: string };
    },
    photoTarget: (_b, submissionId) => ({ site: 'SKYTRAIN', submissionId }),
  });
  return (
    <>
      <AttachPhotos attachments={photos} ranges={[]} />
      <button type="button" onClick={() => void submission.submit(withPhotos(BODY, photos.refs(0)))}>
        Confirm
      </button>
      <p>state: {submission.state}</p>
    </>
  );
}

/** The photo-upload route's double (checked against its contract), with the filing answered beside it. */
function installApi(signed: string[]) {
  const photoApi = mockApi(
    onRoute(photoUploadRoute, (call) => {
      const b = call.body as { site: string; submissionId: string; photoId: string };
      signed.push(b.photoId);
      return { body: { fileId: b.photoId, key: `photos/${b.site}/${b.submissionId}/${b.photoId}.jpg`, url: `http://s3.test/photos/${b.photoId}.jpg`, method: 'PUT' as const, headers: {}, expiresInSeconds: 900 } };
    }),
  );
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    if (String(url) !== '/api/demo') return photoApi(url, init);
    if (filing.drop) throw new TypeError('Failed to fetch');
    filing.bodies.push(JSON.parse(String(init?.body)));
    return jsonResponse(201, { shiftId: 'S-1' });
  }) as typeof fetch;
}

let onLine = true;
beforeEach(() => {
  freshIndexedDb();
  setTestUser('SKYTRAIN');
  FakeXhr.puts = [];
  FakeXhr.offline = false;
  filing.drop = false;
  filing.bodies = [];
  onLine = true;
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => onLine);
});
afterEach(() => jest.restoreAllMocks());

it('queues a report confirmed offline with its photos; when the network returns uploads each once, then files it once with their refs', async () => {
  const signed: string[] = [];
  installApi(signed);
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<Harness />);
  await user.upload(screen.getByLabelText('Choose photos'), [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })]);
  await screen.findByText('b.jpg');

  onLine = false;
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByText('state: queued');
  expect(signed).toEqual([]);
  expect(FakeXhr.puts).toEqual([]);

  onLine = true;
  await act(async () => window.dispatchEvent(new Event('online')));
  await screen.findByText('state: sent');
  expect(signed).toHaveLength(2);
  expect([...FakeXhr.puts].sort()).toEqual(signed.map((id) => `http://s3.test/photos/${id}.jpg`).sort());
  expect(filing.bodies).toHaveLength(1);
  expect(filing.bodies[0]).toMatchObject({ line: 'EXPO', photos: [{ fileName: 'a.jpg', contentType: 'image/jpeg', size: 2048 }, { fileName: 'b.jpg', contentType: 'image/jpeg', size: 2048 }] });
  expect(filing.bodies[0]!.photos!.map((p) => p.id).sort()).toEqual([...signed].sort());
  // Filed: the draft and its pictures are gone from the device.
  await waitFor(async () => expect(await getPhotoPicture(signed[0]!)).toBeUndefined());
  expect(await readDraft('skytrain:demo')).toBeNull();
});

it('a connection lost at the filing queues the report; the retry files it without uploading the photo again', async () => {
  const signed: string[] = [];
  installApi(signed);
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<Harness />);
  await user.upload(screen.getByLabelText('Choose photos'), [new File(['a'], 'a.jpg', { type: 'image/jpeg' })]);
  await screen.findByText('a.jpg');
  filing.drop = true;
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByText('state: queued');
  expect(FakeXhr.puts).toHaveLength(1);
  expect((await getPhotoPicture(signed[0]!))?.uploaded).toBe(true);

  filing.drop = false;
  await act(async () => window.dispatchEvent(new Event('online')));
  await screen.findByText('state: sent');
  expect(signed).toHaveLength(1);
  expect(FakeXhr.puts).toHaveLength(1);
  expect(filing.bodies.map((b) => b.photos?.map((p) => p.id))).toEqual([[signed[0]]]);
});

it('a connection lost during an upload queues the report with nothing filed', async () => {
  const signed: string[] = [];
  installApi(signed);
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<Harness />);
  await user.upload(screen.getByLabelText('Choose photos'), [new File(['a'], 'a.jpg', { type: 'image/jpeg' })]);
  await screen.findByText('a.jpg');
  FakeXhr.offline = true;
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByText('state: queued');
  expect(filing.bodies).toEqual([]);
  expect((await getPhotoPicture(signed[0]!))?.uploaded).toBe(false);
});
