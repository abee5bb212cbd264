import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../../app/routes';
import { setTestUser } from 'shell/kit/testing';
import { referenceTrackListRoute, referenceTrackPointsRoute } from '@grindline/domain';
import { calledUrls, renderWithProviders } from '@grindline/ui/testing/render';
import { mockApi, onRoute, type MockAnswer } from '@grindline/ui/testing/mock-api';
import { bartTracks, k1Points, nyctTracks } from '../test-catalogue';

const CATALOGUES: Record<string, typeof bartTracks> = { BART: bartTracks, NYCT: nyctTracks };
const notFound = { status: 404, body: { message: 'Not found' } };

/** The catalogues of BART and NYCT and the points of BART's K_1; `points` answers other tracks. */
function answer(points: Record<string, MockAnswer<typeof referenceTrackPointsRoute>> = {}) {
  return mockApi(
    onRoute(referenceTrackListRoute, ({ query }) => (CATALOGUES[query.site] ? { body: CATALOGUES[query.site] } : notFound)),
    onRoute(referenceTrackPointsRoute, ({ params, query }) => points[params.trackId] ?? (params.trackId === 'K_1' && query.site === 'BART' ? { body: k1Points } : notFound)),
  );
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const lineGroup = (name: string) => screen.getByRole('rowgroup', { name: `Line ${name}` });

afterEach(() => setTestUser(null));

describe('Track catalogue table', () => {
  it('lists each line with its directions, track ids, Mile Post ranges and import status', async () => {
    setTestUser('BARTadmin');
    answer();
    renderWithProviders(<AppRoutes />, '/maps/BART/tracks');
    // The page's chunk first (its first import in a jest worker may take seconds), then its data.
    expect(await screen.findByText('LOADING ...', {}, { timeout: 15_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tracks of BART' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Line', 'Direction', 'Track ID', 'Chain range (Mile Post)', 'Imported', 'Preview',
    ]);
    const [a1, a2] = within(lineGroup('A')).getAllByRole('row');
    expect(within(a1).getByRole('rowheader')).toHaveTextContent('A');
    expect(cells(a1)).toEqual(['1', 'A_1', '0.00 – 24.80', 'Not imported', '']);
    expect(cells(a2)).toEqual(['2', 'A_2', '0.00 – 24.80', 'Not imported', '']);
    const [k1] = within(lineGroup('K')).getAllByRole('row');
    expect(cells(k1).slice(0, 4)).toEqual([
      '1', 'K_1', '0.00 – 6.00', '451 chain points · only 0.00 – 4.50imported 2025-03-14 10:05 UTC',
    ]);
    expect(within(k1).getByRole('button', { name: 'Preview K_1 (line K, direction 1)' })).toBeInTheDocument();
    expect(screen.getByText('Ranges are in Mile Post (database chain ÷ 10). 1 of 4 tracks imported.')).toBeInTheDocument();
  });

  it('fixes a site admin to their site and shows no import form', async () => {
    setTestUser('BARTadmin');
    answer();
    renderWithProviders(<AppRoutes />, '/maps/BART/tracks');
    await screen.findByRole('table');
    expect(screen.getByText('Site: BART')).toBeInTheDocument();
    expect(screen.queryByLabelText('Site')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Import a track' })).toBeNull();
  });

  it('gives a multi-site user a site select that changes the URL, and NYCT its divisions and stations', async () => {
    setTestUser('adminReadOnly');
    const fetch = answer();
    renderWithProviders(<AppRoutes />, '/maps/BART/tracks');
    await screen.findByRole('table');
    const site = screen.getByLabelText('Site') as HTMLSelectElement;
    expect(site.value).toBe('BART');
    expect(within(site).getByRole('option', { name: 'C-Train' })).toBeInTheDocument();
    await userEvent.selectOptions(site, 'NYCT');
    expect(screen.getByTestId('location')).toHaveTextContent('/maps/NYCT/tracks');
    const table = await screen.findByRole('table', { name: 'Tracks of NYCT' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Chain range (Station)']));
    // The line's code with the name NYCT's people use and its division, in the line's header cell.
    expect(within(lineGroup('IRT_BB')).getByRole('rowheader')).toHaveTextContent('IRT_BBBroadway-Seventh Avenue (IRT)');
    const [bb1] = within(lineGroup('IRT_BB')).getAllByRole('row');
    expect(cells(bb1).slice(0, 3)).toEqual(['1', 'IRT_BB_1', '0 + 00 – 772 + 00']);
    expect(calledUrls(fetch)).toEqual(['/api/reference/tracks?site=BART', '/api/reference/tracks?site=NYCT']);
    expect(screen.queryByRole('heading', { name: 'Import a track' })).toBeNull();
  });

  it('shows the error with Retry, and Retry loads the catalogue', async () => {
    setTestUser('BARTadmin');
    let fail = true;
    mockApi(onRoute(referenceTrackListRoute, () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: bartTracks })));
    renderWithProviders(<AppRoutes />, '/maps/BART/tracks');
    expect(await screen.findByText('Could not load the track catalogue of BART: Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('Track preview', () => {
  it('draws an imported track by structure with a legend, keeps it in the URL and closes', async () => {
    setTestUser('BARTadmin');
    const fetch = answer();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWithProviders(<AppRoutes />, '/maps/BART/tracks');
    await userEvent.click(await screen.findByRole('button', { name: /Preview K_1/ }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/maps/BART/tracks?track=K_1');
    expect(screen.getByRole('button', { name: /Preview K_1/ })).toHaveAttribute('aria-pressed', 'true');
    const drawing = await screen.findByRole('img');
    expect(drawing).toHaveAccessibleName(
      'The track drawn from 3 chain points, Mile Post 0.00 to Mile Post 0.02, north up, coloured by structure: AERIAL 67 %, SUBWAY 33 %.',
    );
    const lines = drawing.querySelectorAll('polyline[data-structure]');
    expect([...lines].map((l) => [l.getAttribute('data-structure'), l.getAttribute('stroke')])).toEqual([
      ['AERIAL', 'cyan'],
      ['SUBWAY', 'red'],
    ]);
    const legend = screen.getByRole('list', { name: 'Structures' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['AERIAL 67 %', 'SUBWAY 33 %']);
    expect(screen.getByText(/Line K, direction 1 · 3 chain points · Mile Post 0.00 – 4.50 · imported 2025-03-14 10:05 UTC by admin/)).toBeInTheDocument();
    expect(calledUrls(fetch)).toContain('/api/reference/tracks/K_1/points?site=BART');
    await userEvent.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/maps\/BART\/tracks$/);
  });

  it("shows the server's message when the points cannot be loaded", async () => {
    setTestUser('BARTadmin');
    answer({ A_1: { status: 404, body: { message: 'Track A_1 of BART has not been imported' } } });
    renderWithProviders(<AppRoutes />, '/maps/BART/tracks?track=A_1');
    expect(await screen.findByText('Could not load the points of A_1: Track A_1 of BART has not been imported')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading the points of A_1 ...')).toBeNull());
  });
});
