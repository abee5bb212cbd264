import { render, screen, waitFor } from '@testing-library/react';
import { start } from 'single-spa';
import userEvent from '@testing-library/user-event';
import { accessFor } from '@grindline/domain';
import { renderWithProviders } from '../../../testing/render';
import { RouteView } from './route-view';

const as = (role: string) => ({ username: 'u', role, access: accessFor(role) });

// As on the page: single-spa announces every navigation with its routing event.
beforeAll(() => start({ urlRerouteOnly: true }));

describe('RouteView', () => {
  it('shows Page not found for an unknown address, with a link home', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    render(<RouteView user={as('admin')} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(window.location.pathname).toBe('/');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull());
  });

  it("shows the shell's own Account page at /account for any role", async () => {
    window.history.replaceState(null, '', '/account');
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ twoStep: { enabled: false, required: false, available: true } }), { status: 200 })) as unknown as typeof fetch;
    renderWithProviders(<RouteView user={as('MBTA')} />);
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
  });

  it('shows nothing on a page an area owns', () => {
    window.history.replaceState(null, '', '/dash');
    const { container } = render(<RouteView user={as('BARTadmin')} />);
    expect(container).toBeEmptyDOMElement();
  });
});
