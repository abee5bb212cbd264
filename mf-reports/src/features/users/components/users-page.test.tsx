import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersListRoute, usersResendRoute, type AccountView } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { setTestUser } from 'shell/kit/testing';
import { renderWithProviders } from '../../../testing/render';
import { UsersPage } from './users-page';

const user = (over: Partial<AccountView>): AccountView => ({
  username: 'bartadmin',
  name: 'Bart Admin',
  email: 'bartadmin@grindline.local',
  role: 'BARTadmin',
  site: 'BART',
  status: 'active',
  lastSignInAt: null,
  createdAt: null,
  invitation: null,
  ...over,
});

const USERS = [
  user({}),
  user({ username: 'sam.field', name: 'Sam Field', email: 'sam.field@crew.example.com', status: 'invited', invitation: { expiresAt: '2099-01-01T00:00:00Z', invitedBy: 'adminmgmt', mail: 'sent' } }),
  user({ username: 'bart_inspector', name: 'Agency Inspector', email: 'inspector@bart.example.com', status: 'agency' }),
];

async function renderUsers() {
  const resent: string[] = [];
  const api = mockApi(
    onRoute(usersListRoute, { body: { users: USERS, grantableRoles: ['BARTadmin', 'MBTA', 'adminReadOnly'] } }),
    onRoute(usersResendRoute, ({ params }) => {
      resent.push(params.username!);
      return { body: { username: params.username! } };
    }),
  );
  renderWithProviders(<UsersPage />, { path: '/grind-reports/users' });
  await screen.findByRole('table', { name: 'Users of Grindline' });
  return { api, resent };
}
const rowOf = (username: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(username, { exact: true }))!;

describe('UsersPage layout (issue 31: no clipped actions, no sideways scroll)', () => {
  it('is a table that cannot scroll sideways, each cell named by its column for the stacked cards of narrow screens', async () => {
    await renderUsers();
    const region = screen.getByRole('region', { name: 'Users of Grindline' });
    expect(region).toHaveClass('gl-ui-table-wrap--stack');
    // Not a scrolling region, so not an extra tab stop.
    expect(region).not.toHaveAttribute('tabindex');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['User', 'Role', 'Site', 'Status', 'Last sign-in', 'Actions']);
    for (const cell of within(rowOf('sam.field')).getAllByRole('cell')) expect(headers).toContain(cell.getAttribute('data-label'));
    expect(within(rowOf('sam.field')).getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual(headers);
  });

  it('keeps the e-mail under the name in the User cell (one column fewer)', async () => {
    await renderUsers();
    const [userCell] = within(rowOf('sam.field')).getAllByRole('cell');
    expect(userCell).toHaveTextContent('Sam Field');
    expect(userCell).toHaveTextContent('sam.field@crew.example.com');
  });

  it("an invited user's actions are named buttons in its row, every one reachable with Tab, Delete last", async () => {
    await renderUsers();
    const row = rowOf('sam.field');
    const actions = within(row).getAllByRole('cell').at(-1)!;
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Change role', 'Disable', 'Resend invitation', 'Delete']);
    expect(within(actions).getByRole('combobox', { name: 'Role of sam.field' })).toBeInTheDocument();
    const tab = userEvent.setup();
    within(actions).getByRole('combobox', { name: 'Role of sam.field' }).focus();
    const reached: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await tab.tab();
      reached.push(document.activeElement?.textContent ?? '');
    }
    // Change role is disabled until another role is chosen, so Tab passes it.
    expect(reached.slice(0, 3)).toEqual(['Disable', 'Resend invitation', 'Delete']);
  });

  it('Resend invitation sends the new invitation for that user', async () => {
    const { api, resent } = await renderUsers();
    await userEvent.setup().click(within(rowOf('sam.field')).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('sam.field sent a new invitation.')).toBeInTheDocument();
    expect(resent).toEqual(['sam.field']);
    expect(api.unmatched).toEqual([]);
  });

  it("offers no action on the signed-in user's own row", async () => {
    // The double signs 'BARTadmin' in as 'bartadmin', the first row's user.
    act(() => setTestUser('BARTadmin'));
    await renderUsers();
    const actions = within(rowOf('bartadmin')).getAllByRole('cell').at(-1)!;
    expect(actions).toHaveTextContent('Your own account: another administrator changes it');
    expect(within(actions).queryByRole('button')).toBeNull();
    expect(within(within(rowOf('sam.field')).getAllByRole('cell').at(-1)!).getAllByRole('button').length).toBeGreaterThan(0);
    act(() => setTestUser(null));
  });

  it('agency users get a note instead of actions', async () => {
    await renderUsers();
    const actions = within(rowOf('bart_inspector')).getAllByRole('cell').at(-1)!;
    expect(actions).toHaveTextContent('Managed at the agency');
    expect(within(actions).queryByRole('button')).toBeNull();
  });
});
