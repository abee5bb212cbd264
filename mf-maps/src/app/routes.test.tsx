import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bartTracks } from '../features/tracks/test-catalogue';
import { setTestUser } from 'shell/kit/testing';
import { mapsBaseRoute, mapsConditionRoute, mapsGrindRoute, mapsMeasurementsRoute, referenceTrackListRoute } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { calledUrls, renderWithProviders } from '@grindline/ui/testing/render';
import { lazyPagesLoaded } from '@grindline/ui/testing/lazy-page';
import { AppRoutes } from './routes';

const unavailable = { status: 503, body: { message: 'Map service unavailable' } };
// The map layers answer once the test lets them (at once unless it holds them back).
let layersAnswer: Promise<void> = Promise.resolve();
const held = () => layersAnswer.then(() => unavailable);
const answerCatalogue = () =>
  mockApi(
    // The map screens' own tests answer the map routes; here the map layers are simply unavailable.
    onRoute(mapsBaseRoute, held),
    onRoute(mapsGrindRoute, held),
    onRoute(mapsMeasurementsRoute, held),
    onRoute(mapsConditionRoute, held),
    onRoute(referenceTrackListRoute, ({ query }) => ({ body: query.site === 'MBTA' ? { ...bartTracks, site: 'MBTA', referenceLabel: 'Chain', dbMultiplier: 1 } : bartTracks })),
  );

afterEach(() => {
  setTestUser(null);
  layersAnswer = Promise.resolve();
});

describe('map pages', () => {
  it("shows a plain user their own site's map on the home page, and links its Track catalogue", async () => {
    setTestUser('MBTA');
    let release = () => undefined as void;
    layersAnswer = new Promise((resolve) => (release = resolve));
    const fetch = answerCatalogue();
    renderWithProviders(<AppRoutes />, '/');
    await lazyPagesLoaded();
    expect(await screen.findByRole('heading', { name: 'MBTA map — Massachusetts Bay Transportation Authority' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('The MBTA map could not be loaded: Map service unavailable')).toBeInTheDocument();
    // The base layer, the grind layer and the rail condition (whether to offer its tab) are asked
    // for together, once each: the route starts them, and the screen takes over those in flight.
    expect(calledUrls(fetch).map((u) => u.split('&')[0])).toEqual(['/api/maps/base?site=MBTA', '/api/maps/grind?site=MBTA', '/api/maps/condition?site=MBTA']);
    const link = screen.getByRole('link', { name: 'Track catalogue' });
    expect(link).toHaveAttribute('href', '/maps/MBTA/tracks');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/maps/MBTA/tracks');
    expect(await screen.findByRole('heading', { name: 'Track catalogue' })).toBeInTheDocument();
  });

  it('shows the map on /maps/{site} for a site the user may open, with the tabs of BART, and no import link for a site admin', async () => {
    setTestUser('BARTadmin');
    const fetch = answerCatalogue();
    renderWithProviders(<AppRoutes />, '/maps/BART');
    await lazyPagesLoaded();
    expect(await screen.findByRole('heading', { name: 'BART map — Bay Area Rapid Transit' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['System Overview', 'Grind Data', 'TCI', 'Test Sites']);
    expect(screen.getByRole('tab', { name: 'Grind Data' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'Grind Data' })).toBeChecked();
    expect(screen.queryByRole('link', { name: 'Import measurements' })).toBeNull();
    await screen.findByText('The BART map could not be loaded: Map service unavailable');
    expect(calledUrls(fetch)[0]).toBe('/api/maps/base?site=BART&zoom=10');
  });

  it('offers admin the measurement import of BART', async () => {
    setTestUser('admin');
    answerCatalogue();
    const { unmount } = renderWithProviders(<AppRoutes />, '/maps/BART');
    await lazyPagesLoaded();
    expect(await screen.findByRole('link', { name: 'Import measurements' })).toHaveAttribute('href', '/maps/BART/measurements');
    unmount();
    renderWithProviders(<AppRoutes />, '/maps/BART/measurements');
    await lazyPagesLoaded();
    expect(await screen.findByRole('heading', { name: 'BART measurements' })).toBeInTheDocument();
    expect(screen.getByLabelText('Layer')).toHaveDisplayValue('System Overview');
  });

  it("refuses another site's map and catalogue without asking the server", () => {
    setTestUser('BARTadmin');
    const fetch = answerCatalogue();
    const { unmount } = renderWithProviders(<AppRoutes />, '/maps/MBTA/tracks');
    expect(screen.getByText('You may not open the track catalogue of MBTA.')).toBeInTheDocument();
    unmount();
    const second = renderWithProviders(<AppRoutes />, '/maps/MBTA');
    expect(screen.getByText('You may not open the map of MBTA.')).toBeInTheDocument();
    second.unmount();
    renderWithProviders(<AppRoutes />, '/maps/BART/measurements');
    expect(screen.getByText('You may not import measurements of BART.')).toBeInTheDocument();
    expect(calledUrls(fetch)).toEqual([]);
  });

  it('says there is no page at an unknown address and renders nothing when signed out', () => {
    setTestUser('admin');
    answerCatalogue();
    const { unmount } = renderWithProviders(<AppRoutes />, '/maps/BART/tracks/A_1');
    expect(screen.getByText('There is no maps page at this address.')).toBeInTheDocument();
    unmount();
    setTestUser(null);
    renderWithProviders(<AppRoutes />, '/maps/BART/tracks');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
