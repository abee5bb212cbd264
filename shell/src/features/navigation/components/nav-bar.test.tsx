import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAP_SITES, accessFor } from '@grindline/domain';
import { NavBar } from './nav-bar';

const renderFor = (role: string, onLogout = jest.fn()) => {
  render(<NavBar access={accessFor(role)} onLogout={onLogout} />);
  return { onLogout, main: screen.getByRole('navigation', { name: 'Main' }) };
};

async function openMenu(container: HTMLElement, label: string) {
  await userEvent.setup().click(within(container).getByRole('button', { name: label }));
  return screen.getByRole('list', { name: label });
}
const labels = (list: HTMLElement) => within(list).getAllByRole('link').map((a) => a.textContent);

describe('NavBar (spec 002 section 2)', () => {
  it('BART admin: New Report, View Old Reports and the sign-off screens; Maps lists BART then the Track catalogue; no Report Generator', async () => {
    const { main } = renderFor('BARTadmin');
    expect(labels(await openMenu(main, 'Reporting'))).toEqual(['New Report', 'View Old Reports', 'To review', 'Quantities statement']);
    expect(labels(await openMenu(main, 'Maps'))).toEqual(['BART', 'Track catalogue']);
    expect(within(main).queryByRole('link', { name: 'Report Generator' })).toBeNull();
  });

  it('adminReadOnly sees the sign-off screens, Maps (every map site) and Log out', async () => {
    const { main } = renderFor('adminReadOnly');
    expect(labels(await openMenu(main, 'Reporting'))).toEqual(['To review', 'Quantities statement']);
    expect(within(main).queryByRole('link', { name: 'Report Generator' })).toBeNull();
    expect(labels(await openMenu(main, 'Maps'))).toEqual([...MAP_SITES, 'Track catalogue']);
    expect(within(main).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('adminMgmt gets the NCTD and sound-transit forms, View Old Reports, Delete Old Grind Report, Add CAT Data, Mail lists, Users, Audit log and Report Generator', async () => {
    const { main } = renderFor('adminMgmt');
    expect(labels(await openMenu(main, 'Reporting'))).toEqual([
      'New NCTD Report',
      'New Sound Transit Report',
      'View Old Reports',
      'Delete Old Grind Report',
      'Add CAT Data',
      'Mail lists',
      'Users',
      'Audit log',
      'To review',
      'Quantities statement',
    ]);
    expect(within(main).getByRole('link', { name: 'Report Generator' })).toHaveAttribute('href', '/reports');
  });

  it("BART's agency inspector gets To review and the statement, and BART's map", async () => {
    const { main } = renderFor('BARTinspector');
    expect(labels(await openMenu(main, 'Reporting'))).toEqual(['To review', 'Quantities statement']);
    expect(labels(await openMenu(main, 'Maps'))).toEqual(['BART', 'Track catalogue']);
  });

  it('a plain site user gets no Reporting menu and the map of their own site', async () => {
    const { main } = renderFor('MBTA');
    expect(within(main).queryByRole('button', { name: 'Reporting' })).toBeNull();
    expect(labels(await openMenu(main, 'Maps'))).toEqual(['MBTA', 'Track catalogue']);
  });

  it("the Maps menu's last entry opens the Track catalogue of the first map site", async () => {
    window.history.replaceState(null, '', '/dash');
    const { main } = renderFor('admin');
    const list = await openMenu(main, 'Maps');
    const link = within(list).getByRole('link', { name: 'Track catalogue' });
    expect(link).toHaveAttribute('href', '/maps/BART/tracks');
    await userEvent.setup().click(link);
    expect(window.location.pathname).toBe('/maps/BART/tracks');
    expect(screen.queryByRole('list', { name: 'Maps' })).toBeNull();
  });

  it('menu links navigate without reloading and close the menu', async () => {
    window.history.replaceState(null, '', '/dash');
    const { main } = renderFor('BARTadmin');
    const list = await openMenu(main, 'Maps');
    await userEvent.setup().click(within(list).getByRole('link', { name: 'BART' }));
    expect(window.location.pathname).toBe('/maps/BART');
    expect(screen.queryByRole('list', { name: 'Maps' })).toBeNull();
  });

  it.each(['MBTA', 'BARTadmin', 'adminMgmt'])('%s reaches its own Account page from the bar, before Log out', async (role) => {
    window.history.replaceState(null, '', '/dash');
    const { main } = renderFor(role);
    const link = within(main).getByRole('link', { name: 'Account' });
    expect(link.compareDocumentPosition(within(main).getByRole('button', { name: 'Log out' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.setup().click(link);
    expect(window.location.pathname).toBe('/account');
  });

  it('Log out calls the logout action', async () => {
    const { main, onLogout } = renderFor('BARTadmin');
    await userEvent.setup().click(within(main).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('burger menu (spec 002 section 2, spec 001 section 9)', () => {
  it('lists the first 4 map sites, then all with See All, and 4 again with See Less', async () => {
    renderFor('admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const maps = within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('region', { name: 'Maps' });
    expect(labels(maps)).toEqual([...MAP_SITES.slice(0, 4), 'Track catalogue']);
    await user.click(within(maps).getByRole('button', { name: 'See All' }));
    expect(labels(maps)).toEqual([...MAP_SITES, 'Track catalogue']);
    await user.click(within(maps).getByRole('button', { name: 'See Less' }));
    expect(labels(maps)).toEqual([...MAP_SITES.slice(0, 4), 'Track catalogue']);
  });

  it('has no See All when the user has 4 sites or fewer', async () => {
    renderFor('BARTadmin');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('button', { name: 'See All' })).toBeNull();
  });

  it('lists Account for every user and closes when it is chosen', async () => {
    window.history.replaceState(null, '', '/dash');
    renderFor('MBTA');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Account' }));
    expect(window.location.pathname).toBe('/account');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it("ends Maps with the Track catalogue of the user's site", async () => {
    renderFor('NYCTadminedit');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const maps = within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('region', { name: 'Maps' });
    expect(labels(maps)).toEqual(['NYCT', 'Track catalogue']);
    expect(within(maps).getByRole('link', { name: 'Track catalogue' })).toHaveAttribute('href', '/maps/NYCT/tracks');
  });
});
