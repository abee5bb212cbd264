import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mailListPutRoute, mailListsRoute } from '@grindline/domain';
import { mockApi, onRoute, type MockAnswer } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { MailListsPage } from './mail-lists-page';

type Call = [string, RequestInit | undefined];

function api(put: (body: { addresses: string[] }) => MockAnswer<typeof mailListPutRoute>) {
  return mockApi(
    onRoute(mailListsRoute, { body: { lists: [{ clientKey: 'INTERNAL', addresses: ['office@grindline.example.com'] }, { clientKey: 'BART', addresses: [] }] } }),
    onRoute(mailListPutRoute, ({ body }) => put(body as { addresses: string[] })),
  );
}

const puts = (fetch: jest.Mock) => (fetch.mock.calls as Call[]).filter(([, init]) => init?.method === 'PUT');

describe('MailListsPage', () => {
  it('shows every list, says which have none, and saves a list', async () => {
    const fetch = api((body) => ({ body: { list: { clientKey: 'BART', addresses: body.addresses } } }));
    renderWithProviders(<MailListsPage />);
    const bart = within(await screen.findByRole('listitem', { name: 'Mail list BART' }));
    expect(bart.getByText(/No Email List for this client/)).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Mail list INTERNAL' })).getByRole('textbox')).toHaveValue('office@grindline.example.com');
    await userEvent.type(bart.getByRole('textbox'), 'ops@bart.example.com, chief@bart.example.com');
    await userEvent.click(bart.getByRole('button', { name: 'Save BART' }));
    expect(await bart.findByText('Saved 2 addresses.')).toBeInTheDocument();
    expect(puts(fetch)).toHaveLength(1);
    expect(puts(fetch)[0][0]).toBe('/api/mail/lists/BART');
    expect(JSON.parse(String(puts(fetch)[0][1]?.body))).toEqual({ addresses: ['ops@bart.example.com', 'chief@bart.example.com'] });
  });

  it('names a bad address and sends nothing; shows the server refusal too', async () => {
    const fetch = api(() => ({ status: 400, body: { message: '"ops@bart" is not a valid email address' } }));
    renderWithProviders(<MailListsPage />);
    const bart = within(await screen.findByRole('listitem', { name: 'Mail list BART' }));
    await userEvent.type(bart.getByRole('textbox'), 'ops@bart.example.com{enter}not an address');
    await userEvent.click(bart.getByRole('button', { name: 'Save BART' }));
    expect(bart.getByRole('alert')).toHaveTextContent('"not" is not a valid email address. Nothing was saved.');
    expect(puts(fetch)).toHaveLength(0);

    await userEvent.clear(bart.getByRole('textbox'));
    await userEvent.type(bart.getByRole('textbox'), 'ops@bart.example.com');
    // The server is the judge in the end: its message is shown as it is.
    await userEvent.click(bart.getByRole('button', { name: 'Save BART' }));
    expect(await bart.findByRole('alert')).toHaveTextContent('"ops@bart" is not a valid email address. Nothing was saved.');
  });
});
