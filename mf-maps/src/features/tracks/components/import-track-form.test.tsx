import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../../app/routes';
import { setTestUser } from 'shell/kit/testing';
import { referenceTrackImportRoute, referenceTrackListRoute } from '@grindline/domain';
import { calledUrls, renderWithProviders, sentBodies } from '@grindline/ui/testing/render';
import { lazyPagesLoaded } from '@grindline/ui/testing/lazy-page';
import { mockApi, onRoute, type MockAnswer } from '@grindline/ui/testing/mock-api';
import { bartTracks, k1Summary } from '../test-catalogue';

const GEOJSON = '{"type":"LineString","coordinates":[[-122.2716,37.8033],[-122.2693,37.8161]]}';

/** The BART catalogue, and `post` for the import; the catalogue shows K_2 imported after a 201. */
function answer(post: () => MockAnswer<typeof referenceTrackImportRoute>) {
  let imported = false;
  return mockApi(
    onRoute(referenceTrackImportRoute, () => {
      const result = post();
      imported ||= 'status' in result && result.status === 201;
      return result;
    }),
    onRoute(referenceTrackListRoute, ({ query }) => {
      if (query.site !== 'BART') return { status: 404, body: { message: 'Not found' } };
      const k2 = { ...bartTracks.lines[1].directions[1], imported: imported ? { minChain: 0, maxChain: 45, pointCount: 451, importedAt: '2025-03-15T08:00:00.000Z' } : null };
      return { body: { ...bartTracks, lines: [bartTracks.lines[0], { ...bartTracks.lines[1], directions: [bartTracks.lines[1].directions[0], k2] }] } };
    }),
  );
}

async function openForm(role = 'admin') {
  setTestUser(role);
  renderWithProviders(<AppRoutes />, '/maps/BART/tracks');
  await lazyPagesLoaded();
  return screen.findByRole('region', { name: 'Import a track' });
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { start: string; end: string; text?: string }) {
  await user.selectOptions(screen.getByLabelText('Line'), 'K');
  await user.selectOptions(screen.getByLabelText('Direction'), '2');
  await user.type(screen.getByLabelText('Chain start'), values.start);
  await user.type(screen.getByLabelText('Chain end'), values.end);
  if (values.text !== undefined) await user.upload(screen.getByLabelText('GeoJSON file'), new File([values.text], 'k2.geojson', { type: 'application/geo+json' }));
}

afterEach(() => setTestUser(null));

describe('Import form visibility', () => {
  it.each(['admin', 'adminMgmt'])('is shown to %s', async (role) => {
    answer(() => ({ status: 500, body: { message: 'unused' } }));
    expect(await openForm(role)).toBeInTheDocument();
  });

  it('is not shown to a read-only admin', async () => {
    answer(() => ({ status: 500, body: { message: 'unused' } }));
    setTestUser('adminReadOnly');
    renderWithProviders(<AppRoutes />, '/maps/BART/tracks');
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Import a track' })).toBeNull();
  });
});

describe('Import form', () => {
  it("offers the line's directions, both units and the line's range", async () => {
    answer(() => ({ status: 500, body: { message: 'unused' } }));
    await openForm();
    const user = userEvent.setup();
    expect(within(screen.getByLabelText('Direction')).getAllByRole('option').map((o) => o.textContent)).toEqual(['1 (A_1)', '2 (A_2)']);
    expect(screen.getByText('Line A: Mile Post 0.00 – 24.80 (database chain 0 – 248).')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Line'), 'K');
    expect((screen.getByLabelText('Direction') as HTMLSelectElement).value).toBe('1');
    expect(within(screen.getByLabelText('Direction')).getAllByRole('option').map((o) => o.textContent)).toEqual(['1 (K_1)', '2 (K_2)']);
    expect(within(screen.getByLabelText('Unit')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Reference units as entered (Mile Post)',
      'Database chain',
    ]);
  });

  it('stops obviously bad input before sending: end not after start, no file, an empty file', async () => {
    const fetch = answer(() => ({ status: 500, body: { message: 'unused' } }));
    await openForm();
    const user = userEvent.setup();
    await fill(user, { start: '4.5', end: '1' });
    await user.click(screen.getByRole('button', { name: 'Import track' }));
    expect(await screen.findByText('Chain end must be greater than chain start (orient the line so that chain increases)')).toBeInTheDocument();
    expect(screen.getByText('Choose a GeoJSON file or paste its text')).toBeInTheDocument();
    expect(screen.getByLabelText('Chain end')).toHaveAttribute('aria-invalid', 'true');
    await user.upload(screen.getByLabelText('GeoJSON file'), new File([''], 'empty.geojson'));
    expect(await screen.findByText('The file empty.geojson is empty')).toBeInTheDocument();
    expect(sentBodies(fetch)).toEqual([]);
  });

  it('reads the chosen file, sends the request and on 201 says what was imported and refreshes the table', async () => {
    const fetch = answer(() => ({ status: 201, body: { track: { ...k1Summary, direction: '2', trackId: 'K_2' } } }));
    await openForm();
    const user = userEvent.setup();
    await fill(user, { start: '0', end: '4.5', text: GEOJSON });
    expect(await screen.findByText('Read k2.geojson (0.1 KB).')).toBeInTheDocument();
    expect(screen.getByLabelText(/GeoJSON text/)).toHaveValue(GEOJSON);
    await user.click(screen.getByRole('button', { name: 'Import track' }));
    expect(await screen.findByText('Imported K_2: 451 chain points')).toBeInTheDocument();
    expect(sentBodies(fetch)).toEqual([{ customer: 'BART', line: 'K', direction: '2', chainStart: 0, chainEnd: 4.5, unit: 'reference', geojson: GEOJSON }]);
    const [, k2] = within(screen.getByRole('rowgroup', { name: 'Line K' })).getAllByRole('row');
    await waitFor(() => expect(k2).toHaveTextContent('451 chain points'));
    expect(calledUrls(fetch).filter((u) => u === '/api/reference/tracks?site=BART')).toHaveLength(2);
  });

  it("shows the server's 400 message on the form and the field, and keeps what was entered", async () => {
    const message = 'geojson is a Polygon, not a LineString, Feature or FeatureCollection';
    const fetch = answer(() => ({ status: 400, body: { message, issues: [{ path: 'geojson', message }] } }));
    await openForm();
    const user = userEvent.setup();
    await fill(user, { start: '0', end: '4.5' });
    await user.click(screen.getByLabelText(/GeoJSON text/));
    await user.paste('{"type":"Polygon","coordinates":[]}');
    await user.click(screen.getByRole('button', { name: 'Import track' }));
    expect(await screen.findByText(`The track was not imported: ${message}`)).toBeInTheDocument();
    expect(screen.getByLabelText(/GeoJSON text/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByLabelText('Chain end')).toHaveValue('4.5');
    expect(screen.getByLabelText(/GeoJSON text/)).toHaveValue('{"type":"Polygon","coordinates":[]}');
    expect(sentBodies(fetch)).toHaveLength(1);
    expect(within(screen.getByRole('rowgroup', { name: 'Line K' })).getAllByRole('row')[1]).toHaveTextContent('Not imported');
  });

  it('lists issues beyond the message, e.g. several fields at once', async () => {
    answer(() => ({
      status: 400,
      body: { message: 'chainStart must be a number', issues: [{ path: 'chainStart', message: 'chainStart must be a number' }, { path: 'customer', message: 'customer is required' }] },
    }));
    await openForm();
    const user = userEvent.setup();
    await fill(user, { start: '0', end: '4.5', text: GEOJSON });
    await user.click(screen.getByRole('button', { name: 'Import track' }));
    const alert = await screen.findByText('The track was not imported: chainStart must be a number');
    expect(within(alert.parentElement!).getByRole('listitem')).toHaveTextContent('customer: customer is required');
  });
});
