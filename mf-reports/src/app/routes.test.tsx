import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestUser } from 'shell/kit/testing';
import { mockApi } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '../testing/render';
import { AppRoutes } from './routes';

describe('AppRoutes', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // No route is answered: the screens' calls get 404 (the forms' own tests answer them).
    mockApi();
  });
  afterEach(() => act(() => setTestUser(null)));

  it('gives a BART admin the BART form on /grind-reports/new', async () => {
    setTestUser('BARTadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    expect(await screen.findByRole('heading', { name: 'BART Grind Report' })).toBeInTheDocument();
  });

  it('lets super choose among the forms that exist, then opens the chosen one', async () => {
    setTestUser('admin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringMatching(/BART grind report/),
      expect.stringMatching(/SkyTrain grind report/),
      expect.stringMatching(/Complete New Grind Report/),
      expect.stringMatching(/NYC Transit grind shift report/),
      expect.stringMatching(/Grind report \(single page\)/),
      expect.stringMatching(/Sound Transit grind report/),
      expect.stringMatching(/NCTD grind report/),
    ]);
    await userEvent.setup().click(screen.getByRole('link', { name: /BART grind report/ }));
    expect(await screen.findByRole('heading', { name: 'BART Grind Report' })).toBeInTheDocument();
  });

  it("opens the multi-step form for a standard customer's admin (OTRAIN), on their own customer", async () => {
    setTestUser('OTRAINadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    expect(await screen.findByRole('heading', { name: 'Complete New Grind Report' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Customer *')).toHaveValue('OTRAIN');
    expect(screen.getByLabelText('Line *')).toBeEnabled();
  });

  it('lets super choose the customer of the multi-step form', async () => {
    setTestUser('admin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new?form=standard' });
    expect(await screen.findByRole('heading', { name: 'Complete New Grind Report' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Customer *')).toHaveValue('');
    expect(screen.getByLabelText('Line *')).toBeDisabled();
    // Short enough to read whole in the line's column on a portrait tablet.
    expect(screen.getByLabelText('Line *')).toHaveDisplayValue('Customer first');
  });

  it('gives a NYCT admin the Grind Shift Report on /grind-reports/new', async () => {
    setTestUser('NYCTadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    expect(await screen.findByRole('heading', { name: 'Grind Shift Report' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Grind limit 1 of 1' })).toBeInTheDocument();
  });

  it('gives the SkyTrain admin the SkyTrain form and viewer', async () => {
    setTestUser('SKYTRAINadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    expect(await screen.findByRole('heading', { name: 'SkyTrain Grind Report' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'BART Grind Report' })).not.toBeInTheDocument();
  });

  it('opens the SkyTrain shift viewer for the SkyTrain admin', async () => {
    setTestUser('SKYTRAINadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/view' });
    expect(await screen.findByRole('heading', { name: 'SkyTrain Shift Reports' })).toBeInTheDocument();
  });

  it('gives super the single-page form on /grind-reports/edit', async () => {
    setTestUser('admin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/edit' });
    expect(await screen.findByRole('heading', { name: 'Grind Report' })).toBeInTheDocument();
  });

  it('opens the NCTD flow, the Sound Transit flow and the delete screen on their paths', async () => {
    setTestUser('admin');
    const { unmount } = renderWithProviders(<AppRoutes />, { path: '/grind-reports/nctd' });
    expect(await screen.findByRole('heading', { name: 'NCTD Grind Report' })).toBeInTheDocument();
    unmount();
    const second = renderWithProviders(<AppRoutes />, { path: '/grind-reports/sound-transit' });
    expect(await screen.findByRole('heading', { name: 'Sound Transit Grind Report' })).toBeInTheDocument();
    second.unmount();
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/delete' });
    expect(await screen.findByRole('heading', { name: 'Delete Old Grind Report' })).toBeInTheDocument();
  });

  it('opens the BART shift viewer on /grind-reports/view', async () => {
    setTestUser('BARTadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/view' });
    expect(await screen.findByRole('button', { name: 'Get Report' })).toBeInTheDocument();
  });

  it('shows a not-found message for an unknown sub-path', async () => {
    setTestUser('BARTadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/nope' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
