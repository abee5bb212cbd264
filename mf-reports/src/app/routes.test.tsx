import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestUser } from 'shell/kit/testing';
import { mockFetch, renderWithProviders } from '../testing/render';
import { AppRoutes } from './routes';

describe('AppRoutes', () => {
  beforeEach(() => {
    window.localStorage.clear();
    mockFetch();
  });
  afterEach(() => act(() => setTestUser(null)));

  it('gives a BART admin the BART form on /grind-reports/new', () => {
    setTestUser('BARTadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    expect(screen.getByRole('heading', { name: 'BART Grind Report' })).toBeInTheDocument();
  });

  it('lets super choose among the forms that exist, then opens the chosen one', async () => {
    setTestUser('admin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([expect.stringMatching(/BART grind report/), expect.stringMatching(/NYC Transit grind shift report/)]);
    await userEvent.setup().click(screen.getByRole('link', { name: /BART grind report/ }));
    expect(screen.getByRole('heading', { name: 'BART Grind Report' })).toBeInTheDocument();
  });

  it('gives a NYCT admin the Grind Shift Report on /grind-reports/new', () => {
    setTestUser('NYCTadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    expect(screen.getByRole('heading', { name: 'Grind Shift Report' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Grind limit 1 of 1' })).toBeInTheDocument();
  });

  it('tells a type whose form comes later which form that is', () => {
    setTestUser('SKYTRAINadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/new' });
    expect(screen.getByText(/does not have the elevated-rail \(SKYTRAIN\) grind report form yet/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'BART Grind Report' })).not.toBeInTheDocument();
  });

  it('opens the BART shift viewer on /grind-reports/view', () => {
    setTestUser('BARTadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/view' });
    expect(screen.getByRole('button', { name: 'Get Report' })).toBeInTheDocument();
  });

  it('shows a not-found message for an unknown sub-path', () => {
    setTestUser('BARTadmin');
    renderWithProviders(<AppRoutes />, { path: '/grind-reports/nope' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
