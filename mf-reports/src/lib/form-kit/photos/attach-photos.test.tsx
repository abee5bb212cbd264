import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestUser } from 'shell/kit/testing';
import { freshIndexedDb } from '../../../testing/fake-indexeddb';
import { renderWithProviders } from '../../../testing/render';
import { AttachPhotos } from './attach-photos';
import { getPhotoPicture } from './photo-store';
import { usePhotoAttachments, type PhotoAttachments } from './use-photo-attachments';

// jsdom cannot decode pictures: the device's resize is stood in for (its size rule is tested in photo-rules).
jest.mock('./photo-prepare', () => ({
  readExif: async () => ({ takenAt: '2026-11-26T14:03:00.000Z', position: { lat: 37.8044, lng: -122.2712 } }),
  resizePhoto: async (file: Blob) => ({ blob: { size: 4321, type: 'image/jpeg', arrayBuffer: async () => new ArrayBuffer(4321) }, contentType: 'image/jpeg' }),
}));

let latest: PhotoAttachments;
function Harness() {
  latest = usePhotoAttachments('dana:bart');
  return <AttachPhotos attachments={latest} ranges={['Range 1: 12.1 to 12.4', 'Range 2: 13 to 14']} />;
}

const jpeg = (name: string, size = 1000) => {
  const f = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

beforeEach(() => {
  freshIndexedDb();
  setTestUser('BARTadmin');
});

it('attaches photos with caption and range, names each refused file, and restores them with the draft', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(<Harness />);
  await user.upload(screen.getByLabelText('Choose photos'), [jpeg('rail-before.jpg'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), jpeg('huge.jpg', 30 * 1024 * 1024)]);
  expect(await screen.findByRole('alert')).toHaveTextContent('notes.pdf is not a photo: a JPEG, PNG or HEIC image is needed.');
  expect(screen.getByRole('alert')).toHaveTextContent('huge.jpg is 30.0 MB: a photo may be at most 25 MB.');
  await screen.findByText('rail-before.jpg');
  expect(screen.getByRole('group', { name: 'Photos (1 of 20)' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Caption of photo 1'), 'Corrugation before grinding');
  await user.selectOptions(screen.getByLabelText('Photo 1 shows'), 'Range 2: 13 to 14');
  // Location only when allowed.
  expect(latest.refs(2)[0]).not.toHaveProperty('position');
  await user.click(screen.getByLabelText(/Include location/));
  const [ref] = latest.refs(2);
  expect(ref).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), fileName: 'rail-before.jpg', contentType: 'image/jpeg', size: 4321, caption: 'Corrugation before grinding', takenAt: '2026-11-26T14:03:00.000Z', position: { lat: 37.8044, lng: -122.2712 }, rangeIndex: 1 });
  expect((await getPhotoPicture(ref!.id))?.bytes.byteLength).toBe(4321);

  // A reload: the list, caption and range come back from IndexedDB.
  view.unmount();
  renderWithProviders(<Harness />);
  expect(await screen.findByText('rail-before.jpg')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Caption of photo 1')).toHaveValue('Corrugation before grinding'));
  expect(screen.getByLabelText('Photo 1 shows')).toHaveValue('1');

  // Removed: gone from the form and from the device.
  await user.click(screen.getByRole('button', { name: 'Remove photo rail-before.jpg' }));
  expect(screen.queryByText('rail-before.jpg')).not.toBeInTheDocument();
  await waitFor(async () => expect(await getPhotoPicture(ref!.id)).toBeUndefined());
});

it('refuses the 21st photo by name', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<Harness />);
  await user.upload(screen.getByLabelText('Choose photos'), Array.from({ length: 21 }, (_, i) => jpeg(`p${i + 1}.jpg`)));
  expect(await screen.findByRole('alert')).toHaveTextContent('p21.jpg was not attached: a report may carry at most 20 photos.');
  await screen.findByText('p20.jpg', undefined, { timeout: 8000 });
  expect(screen.getByRole('group', { name: 'Photos (20 of 20)' })).toBeInTheDocument();
  expect(screen.getByLabelText('Take photo')).toBeDisabled();
});
