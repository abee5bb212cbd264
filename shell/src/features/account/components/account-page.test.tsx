import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessFor, userMeRoute, userMfaSetupRoute, userMfaVerifyRoute, type TwoStepState } from '@grindline/domain';
import { mockApi, onRoute, type RouteDouble } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { AccountPage } from './account-page';

jest.mock('qrcode', () => ({ toDataURL: jest.fn(async () => 'data:image/png;base64,QR') }));

const bart = { username: 'bartadmin', role: 'BARTadmin', access: accessFor('BARTadmin') };
const state = (over: Partial<TwoStepState> = {}): TwoStepState => ({ enabled: false, required: false, available: true, ...over });
const me = (twoStep: TwoStepState) => onRoute(userMeRoute, { body: { username: 'bartadmin', role: 'BARTadmin', access: accessFor('BARTadmin'), mfaSetupRequired: false, twoStep } });
const setup = (secret: string, otpauthUri: string) => onRoute(userMfaSetupRoute, { body: { secret, otpauthUri } });

/** The doubles, with every call recorded as 'METHOD path?query' and each request body. */
function api(...doubles: RouteDouble[]) {
  const fetch = mockApi(...doubles);
  const urls = () => fetch.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`);
  const bodies = () => fetch.mock.calls.map(([, init]) => (typeof (init as RequestInit | undefined)?.body === 'string' ? JSON.parse(String((init as RequestInit).body)) : undefined));
  return { fetch, urls, bodies };
}
const section = () => screen.getByRole('region', { name: 'Two-step sign-in' });

describe('AccountPage (/account, issue 31: optional two-step sign-in)', () => {
  it('asks the server for the factor and says it is off for a user without one, with a way to set it up', async () => {
    const { urls } = api(me(state()));
    renderWithProviders(<AccountPage user={bart} />);
    expect(await within(section()).findByText('Off')).toBeInTheDocument();
    expect(urls()).toEqual(['GET /api/user?twoStep=1']);
    expect(screen.getByText(/bartadmin/)).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Set up two-step sign-in' })).toBeEnabled();
  });

  it('turns it on with the enrolment form: the key only once asked for, the code checked, then On', async () => {
    let factor = state();
    const { urls, bodies, fetch } = api(
      onRoute(userMeRoute, () => ({ body: { username: 'bartadmin', role: 'BARTadmin', access: accessFor('BARTadmin'), mfaSetupRequired: false, twoStep: factor } })),
      setup('JBSWY3DPEHPK3PXP', 'otpauth://totp/Grindline%3Abartadmin?secret=JBSWY3DPEHPK3PXP'),
      onRoute(userMfaVerifyRoute, () => {
        factor = state({ enabled: true });
        return { body: { mfa: true as const } };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AccountPage user={bart} />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(urls()).toEqual(['GET /api/user?twoStep=1', 'POST /api/user/mfa/setup']);
    const form = screen.getByRole('form', { name: 'Set up two-step sign-in' });
    expect(await within(form).findByRole('img', { name: 'QR code of the two-step sign-in key' })).toHaveAttribute('src', 'data:image/png;base64,QR');
    expect(within(form).getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(within(form).getByLabelText('Code from the app'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(/Two-step sign-in is on: from the next sign-in/)).toBeInTheDocument();
    expect(bodies()[2]).toEqual({ code: '123456' });
    expect(fetch.unmatched).toEqual([]);
    expect(within(section()).getByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set up two-step sign-in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set up two-step sign-in' })).toBeNull();
  });

  it("keeps the form and names the server's refusal when the code does not match", async () => {
    api(
      me(state()),
      setup('JBSWY3DPEHPK3PXP', 'otpauth://x'),
      onRoute(userMfaVerifyRoute, { status: 400, body: { message: 'code: The code does not match. Enter the code your app shows now.' } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AccountPage user={bart} />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    const form = screen.getByRole('form', { name: 'Set up two-step sign-in' });
    await within(form).findByTestId('totp-secret');
    await user.type(within(form).getByLabelText('Code from the app'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The code does not match');
    expect(within(section()).getByText('Off')).toBeInTheDocument();
  });

  it('says On with no way to turn it off, and how a lost phone is handled', async () => {
    api(me(state({ enabled: true, required: true })));
    renderWithProviders(<AccountPage user={{ username: 'adminmgmt', role: 'adminMgmt', access: accessFor('adminMgmt') }} />);
    expect(await within(section()).findByText('On')).toBeInTheDocument();
    expect(within(section()).getByText(/Your role requires it/)).toBeInTheDocument();
    expect(within(section()).getByText(/super administrator can reset/)).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('offers nothing to agency sign-on users, whose agency owns the second step', async () => {
    api(me(state({ available: false })));
    renderWithProviders(<AccountPage user={bart} />);
    expect(await within(section()).findByText(/You sign in through your agency/)).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('Cancel closes the set-up and leaves the factor off', async () => {
    api(me(state()), setup('S', 'otpauth://x'));
    const user = userEvent.setup();
    renderWithProviders(<AccountPage user={bart} />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Set up two-step sign-in' })).toBeNull());
    expect(within(section()).getByText('Off')).toBeInTheDocument();
  });

  it('names a failure to read the state', async () => {
    api(onRoute(userMeRoute, { status: 500, body: { message: 'Sorry, internal server error occurred.' } }));
    renderWithProviders(<AccountPage user={bart} />);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Could not read your two-step sign-in');
  });
});
