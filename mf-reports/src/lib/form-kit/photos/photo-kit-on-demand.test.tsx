import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@grindline/ui/testing/mock-api';
import { setTestUser } from 'shell/kit/testing';
import { BartReportForm } from '../../../features/bart-report/components/bart-report-form';
import { freshIndexedDb } from '../../../testing/fake-indexeddb';
import { renderWithProviders } from '../../../testing/render';
import { draftKey, writeDraftPhotos } from '../drafts';
import { AttachPhotos } from './attach-photos';
import { loadPhotoKit } from './load-photo-kit';
import { putPhotoPicture } from './photo-store';
import { usePhotoAttachments } from './use-photo-attachments';

// The photo kit's fetch, watched: the form's first screen must not ask for it (decisions §54).
jest.mock('./load-photo-kit', () => {
  const actual = jest.requireActual<typeof import('./load-photo-kit')>('./load-photo-kit');
  return { loadPhotoKit: jest.fn(actual.loadPhotoKit) };
});
// jsdom cannot decode pictures: the device's resize is stood in for (its size rule is tested in photo-rules).
jest.mock('./photo-prepare', () => ({
  readExif: async () => ({}),
  resizePhoto: async () => ({ blob: { size: 1234, type: 'image/jpeg', arrayBuffer: async () => new ArrayBuffer(1234) }, contentType: 'image/jpeg' }),
}));

const kitFetches = () => (loadPhotoKit as jest.Mock).mock.calls.length;

function Harness() {
  const attachments = usePhotoAttachments('bartadmin:demo');
  return <AttachPhotos attachments={attachments} ranges={[]} />;
}

beforeEach(() => {
  freshIndexedDb();
  setTestUser('BARTadmin');
  (loadPhotoKit as jest.Mock).mockClear();
});

it('fetches the photo kit on the first press of Choose photos, not with the form', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<Harness />);
  expect(screen.getByRole('group', { name: 'Photos (0 of 20)' })).toBeInTheDocument();
  expect(screen.getByLabelText('Take photo')).toBeEnabled();
  expect(screen.getByLabelText('Include location (where the device says each photo was taken)')).not.toBeChecked();
  await screen.findByRole('button', { name: /Drop photos here or click to choose/ });
  expect(kitFetches()).toBe(0);

  await user.click(screen.getByRole('button', { name: /Drop photos here or click to choose/ }));
  expect(kitFetches()).toBeGreaterThan(0);
  await user.upload(screen.getByLabelText('Choose photos'), new File(['x'], 'rail.jpg', { type: 'image/jpeg' }));
  expect(await screen.findByText('rail.jpg')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Photos (1 of 20)' })).toBeInTheDocument();
});

it('attaches photos dropped on the drop area', async () => {
  renderWithProviders(<Harness />);
  const area = screen.getByRole('button', { name: /Drop photos here or click to choose/ });
  fireEvent.dragOver(area);
  expect(area).toHaveTextContent('Drop the files here');
  fireEvent.drop(area, { dataTransfer: { files: [new File(['x'], 'dropped.jpg', { type: 'image/jpeg' })] } });
  expect(await screen.findByText('dropped.jpg')).toBeInTheDocument();
  expect(area).toHaveTextContent('Drop photos here or click to choose');
});

it("shows a restored draft's photos at once on the BART form, without any press", async () => {
  const key = draftKey('bartadmin', 'bart');
  await putPhotoPicture('0b8f5d4e-4c1e-4f43-9d7e-3f2d1c0b9a88', key, { type: 'image/jpeg', arrayBuffer: async () => new ArrayBuffer(900) } as Blob);
  await writeDraftPhotos(key, { items: [{ id: '0b8f5d4e-4c1e-4f43-9d7e-3f2d1c0b9a88', fileName: 'corrugation.jpg', contentType: 'image/jpeg', size: 900, caption: 'Before the first pass' }], includeLocation: false }, 1);
  mockApi();
  renderWithProviders(<BartReportForm />);

  const list = await screen.findByRole('list', { name: 'Attached photos' }, { timeout: 8000 });
  expect(within(list).getByText('corrugation.jpg')).toBeInTheDocument();
  expect(within(list).getByLabelText('Caption of photo 1')).toHaveValue('Before the first pass');
  expect(screen.getByRole('group', { name: 'Photos (1 of 20)' })).toBeInTheDocument();
  expect(screen.getByLabelText('Choose photos')).toBeInTheDocument();
});
