import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bartTracks } from '../features/tracks/test-catalogue';
import { setTestUser } from 'shell/kit/testing';
import { calledUrls, mockFetch, renderWithProviders } from '../testing/render';
import { AppRoutes } from './routes';

const answerCatalogue = () =>
  mockFetch((url) => {
    if (url.startsWith('/api/reference/tracks?site=MBTA')) return { body: { ...bartTracks, site: 'MBTA', referenceLabel: 'Chain', dbMultiplier: 1 } };
    if (url.startsWith('/api/reference/tracks?site=BART')) return { body: bartTracks };
    return { status: 404, body: { message: 'Not found' } };
  });

afterEach(() => setTestUser(null));

describe('map pages of this version', () => {
  it("tells a plain user on their home page that their site's map is not in this version and links its Track catalogue", async () => {
    setTestUser('MBTA');
    const fetch = answerCatalogue();
    renderWithProviders(<AppRoutes />, '/');
    const notice = screen.getByText('The MBTA map is not available in this version.').parentElement!;
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('img')).toBeNull();
    expect(calledUrls(fetch)).toEqual([]);
    const link = within(notice).getByRole('link', { name: 'Track catalogue' });
    expect(link).toHaveAttribute('href', '/maps/MBTA/tracks');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/maps/MBTA/tracks');
    expect(await screen.findByRole('heading', { name: 'Track catalogue' })).toBeInTheDocument();
    expect(calledUrls(fetch)).toEqual(['/api/reference/tracks?site=MBTA']);
  });

  it('shows the same notice on /maps/{site} for a site the user may open', () => {
    setTestUser('BARTadmin');
    answerCatalogue();
    renderWithProviders(<AppRoutes />, '/maps/BART');
    expect(screen.getByRole('heading', { name: 'BART map' })).toBeInTheDocument();
    expect(screen.getByText('The BART map is not available in this version.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track catalogue' })).toHaveAttribute('href', '/maps/BART/tracks');
  });

  it("refuses another site's map and catalogue without asking the server", () => {
    setTestUser('BARTadmin');
    const fetch = answerCatalogue();
    const { unmount } = renderWithProviders(<AppRoutes />, '/maps/MBTA/tracks');
    expect(screen.getByText('You may not open the track catalogue of MBTA.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<AppRoutes />, '/maps/MBTA');
    expect(screen.getByText('You may not open the map of MBTA.')).toBeInTheDocument();
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
