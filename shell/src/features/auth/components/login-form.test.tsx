import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessFor, userLoginRoute } from '@grindline/domain';
import { mockApi, NETWORK_FAILURE, onRoute, type MockAnswer } from '@grindline/ui/testing/mock-api';
import { getUser, setUser } from 'shell/kit';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm } from './login-form';

beforeEach(() => {
  setUser(null);
  window.history.replaceState(null, '', '/maps/BART');
});

/** The login's answer for bart: the session, as the route's contract has it. */
const SIGNED_IN = { username: 'bart', role: 'BARTadmin', access: accessFor('BARTadmin'), mfaSetupRequired: false };

async function fillAndSubmit(username = 'bart', password = 'secret') {
  const user = userEvent.setup();
  renderWithProviders(<LoginForm />);
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

describe('LoginForm (spec 000 sections 2.1, 5.1, 8)', () => {
  it('requires a username and a password, blank after trimming counts as missing', async () => {
    const fn = mockApi(onRoute(userLoginRoute, NETWORK_FAILURE));
    await fillAndSubmit('   ', '');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it("reads 'Logging In...' while submitting and sends one request for a double submit", async () => {
    let answer!: (a: MockAnswer<typeof userLoginRoute>) => void;
    const api = mockApi(onRoute(userLoginRoute, () => new Promise<MockAnswer<typeof userLoginRoute>>((resolve) => (answer = resolve))));
    await fillAndSubmit();
    const button = await screen.findByRole('button', { name: 'Logging In...' });
    expect(button).toBeDisabled();
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Log in' }));
      fireEvent.submit(screen.getByRole('form', { name: 'Log in' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(api).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((api.mock.calls[0][1] as RequestInit).body))).toEqual({ username: 'bart', password: 'secret' });
    await act(async () => answer({ body: SIGNED_IN }));
    await waitFor(() => expect(getUser()?.role).toBe('BARTadmin'));
  });

  it("on success sets the user and goes to '/'", async () => {
    const api = mockApi(onRoute(userLoginRoute, { body: SIGNED_IN }));
    await fillAndSubmit();
    expect(api.unmatched).toEqual([]);
    await waitFor(() => expect(getUser()).toMatchObject({ username: 'bart', access: { adminType: 'BART' } }));
    expect(window.location.pathname).toBe('/');
  });

  it.each([
    ['401', { status: 401, body: { message: 'whatever' } }, 'Invalid username or password'],
    ['400 (the body text)', { status: 400, text: 'Password attempts exceeded' }, 'Password attempts exceeded'],
    ['429 (the body text)', { status: 429, text: 'Too many failed sign-in attempts. Try again in 15 minutes.' }, 'Too many failed sign-in attempts. Try again in 15 minutes.'],
    ['500', { status: 500, body: { message: 'boom' } }, 'Sorry, internal server error occurred.'],
    ['403', { status: 403, body: { message: 'This account cannot sign in yet; ask an administrator' } }, 'Sorry, internal server error occurred.'],
  ] as Array<[string, MockAnswer<typeof userLoginRoute>, string]>)('shows the banner for %s', async (_label, answer, message) => {
    mockApi(onRoute(userLoginRoute, answer));
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(getUser()).toBeNull();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('shows the internal-error banner when the network fails', async () => {
    mockApi(onRoute(userLoginRoute, NETWORK_FAILURE));
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, internal server error occurred.');
  });

  it('has the decorative Remember me checkbox', () => {
    renderWithProviders(<LoginForm />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  });
});
