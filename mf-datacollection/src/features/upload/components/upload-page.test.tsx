import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigated, setTestUser } from 'shell/kit/testing';
import { datacollectionShiftRoute, datacollectionUploadRoute, mapImageRoute, referenceTrackListRoute } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { renderWithProviders, sentBodies } from '@grindline/ui/testing/render';
import { UploadPage } from './upload-page';

/** A stand-in for the browser's XMLHttpRequest: the test drives the upload's progress and S3's answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  status = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  body?: unknown;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
}

const FILE_ID = '0b8e6f1a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
beforeEach(() => {
  FakeXhr.sent = [];
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

it('uploads a dropped rail file with progress capped at 99 until S3 answers, asks for what is missing, then files the shift and goes to /dash', async () => {
  setTestUser('adminMgmt');
  const direction = (d: string, trackId: string) => ({ direction: d, trackId, minChain: 0, maxChain: 100, imported: null });
  const fetch = mockApi(
    onRoute(referenceTrackListRoute, {
      body: {
        site: 'BART', referenceLabel: 'MP', lengthUnit: 'feet', dbMultiplier: 10, tenthChain: false,
        lines: [{ name: 'K', minChain: 0, maxChain: 100, directions: [direction('1', 'K_1'), direction('2', 'K_2')] }, { name: 'A', minChain: 0, maxChain: 100, directions: [] }],
      },
    }),
    onRoute(datacollectionUploadRoute, { body: { fileId: FILE_ID, key: `cat/uploads/${FILE_ID}`, url: 'http://s3.test/bucket/cat/uploads/x', method: 'PUT', headers: { 'content-type': 'text/plain', 'x-amz-meta-sampling-distance': '1' }, expiresInSeconds: 900 } }),
    onRoute(mapImageRoute, { status: 404, body: { message: 'No map available for K' } }),
    onRoute(datacollectionShiftRoute, { status: 201, body: { shiftId: 'shift-1' } }),
  );
  renderWithProviders(<UploadPage />, '/data-collection/new');
  expect(screen.getByRole('button', { name: 'Review and Submit' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Drag and drop or click here to upload all CAT and .sum files' })).toBeInTheDocument();

  const summary = new File(['start_position = 1.2\nend_position = 1.32\nsensor_position = 20\nsampling_distance = 1 mm\n'], 'run0301.sum');
  const rail = new File(['# CAT\n1\n2\n3\n'], 'run0301L.txt', { type: 'text/plain' });
  const huge = new File(['x'], 'big0302L.txt');
  Object.defineProperty(huge, 'size', { value: 104857601 });
  await userEvent.upload(screen.getByLabelText('CAT files'), [rail, summary, huge]);

  expect(await screen.findByText('big0302L.txt is larger than 100 MB: it was not uploaded')).toBeInTheDocument();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const xhr = FakeXhr.sent[0];
  expect(xhr).toMatchObject({ method: 'PUT', url: 'http://s3.test/bucket/cat/uploads/x', body: rail, headers: { 'x-amz-meta-sampling-distance': '1' } });
  expect(sentBodies(fetch)[0]).toEqual({ fileName: 'run0301L.txt', size: rail.size, samplingDistanceMm: 1 });
  const bar = screen.getByRole('progressbar', { name: 'Upload of run0301L.txt' });
  act(() => xhr.upload.onprogress?.({ loaded: rail.size, total: rail.size, lengthComputable: true }));
  expect(bar).toHaveAttribute('value', '99');

  // Not yet confirmed and no general info: the summary message of spec 002 section 5.
  await userEvent.click(screen.getByRole('button', { name: 'Review and Submit' }));
  expect(await screen.findByText('Please select a date.')).toBeInTheDocument();
  expect(screen.getByText('Date is Required')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Date'), '2026-03-01');
  await userEvent.selectOptions(screen.getByLabelText('Client Name'), 'BART');
  await userEvent.selectOptions(await screen.findByLabelText('Line'), await screen.findByRole('option', { name: 'K' }));
  await userEvent.click(screen.getByRole('button', { name: 'Review and Submit' }));
  expect(await screen.findByText('Please wait while file upload is complete')).toBeInTheDocument();

  act(() => {
    xhr.status = 200;
    xhr.onload?.();
  });
  expect(screen.getByRole('progressbar', { name: 'Upload of run0301L.txt' })).toHaveAttribute('value', '100');
  await userEvent.click(screen.getByRole('button', { name: 'Review and Submit' }));
  expect(await screen.findByText('Please make sure all fields for the uploaded files are complete.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit run0301.sum' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit run0301.sum' });
  expect(within(dialog).getByLabelText('Start MP')).toHaveValue('1.2');
  expect(within(dialog).getByText('sampling_distance')).toBeInTheDocument();
  // The line's catalogue ids are offered, so the site map can find the run by its track.
  expect(within(dialog).getByLabelText('Track Id')).toHaveAccessibleDescription('Catalogue tracks: K_1, K_2');
  expect([...dialog.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual(['K_1', 'K_2']);
  await userEvent.type(within(dialog).getByLabelText('Track Id'), 'K1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

  await userEvent.click(screen.getByRole('button', { name: 'Review and Submit' }));
  const review = await screen.findByRole('dialog', { name: 'Review and Submit' });
  expect(await within(review).findByText('No map available for K')).toBeInTheDocument();
  await userEvent.click(within(review).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(navigated).toContain('/dash'));
  expect(sentBodies(fetch).at(-1)).toEqual({
    date: '2026-03-01', clientId: 'BART', lineName: 'K',
    records: [{ id: FILE_ID, fileName: 'run0301L.txt', trackId: 'K1', rail: 'Left', sensor: 20, from: 1.2, to: 1.32, description: '', operator: '', comment: '', extended: { start_position: '1.2', end_position: '1.32', sensor_position: { left: 20, right: 20 }, sampling_distance: '1 mm' }, runningBand: 'Yes' }],
  });
});
