import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { apiJson, setTestUser } from 'shell/kit/testing';
import { freshIndexedDb } from '../../testing/fake-indexeddb';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing/render';
import { readDraft } from './drafts';
import { DraftNotice } from './draft-notice';
import { outboxFor } from './outbox';
import { SubmitButton } from './submit-button';
import { SubmitStatus } from './submit-status';
import { useReportForm } from './use-report-form';
import { useSubmitReport } from './use-submit-report';

const schema = z.object({ operator: z.string().trim().min(1, 'Name of Person in Charge is required.'), line: z.string() });
type Values = { operator: string; line: string };
type Body = Values;

/** A minimal report form on the kit, as every real form uses it. */
function DemoForm() {
  const form = useReportForm<Values>({ formKey: 'demo', schema, defaultValues: { operator: '', line: '' }, version: 1 });
  const submission = useSubmitReport<Body, { shiftId: string }>({
    formKey: 'demo',
    send: (body, submissionId) => apiJson('/api/demo', { method: 'POST', json: { ...body, submissionId } }),
    loadConflict: async () => ({ operator: 'Lee Chan', line: 'A' }),
  });
  const { register, handleSubmit, formState } = form;
  return (
    <form onSubmit={handleSubmit((values) => void submission.submit(values))} noValidate>
      <DraftNotice draft={form.draft} />
      <label htmlFor="operator">Person in Charge</label>
      <input id="operator" {...register('operator')} aria-invalid={formState.errors.operator ? true : undefined} />
      {formState.errors.operator ? <p role="alert">{formState.errors.operator.message}</p> : null}
      <label htmlFor="line">Line</label>
      <input id="line" {...register('line')} />
      <SubmitStatus
        state={submission.state}
        error={submission.error}
        conflict={submission.conflict}
        onDismissConflict={submission.dismissConflict}
        onDiscard={() => {
          submission.dismissConflict();
          form.draft.discard();
        }}
      />
      {submission.state === 'sent' ? <p>Stored as {submission.result?.shiftId}</p> : null}
      <SubmitButton type="submit" state={submission.state}>
        Submit
      </SubmitButton>
    </form>
  );
}

type Call = [string, RequestInit | undefined];
const posts = (fetch: jest.Mock) => (fetch.mock.calls as Call[]).filter(([url]) => url === '/api/demo');
const sentBody = (call: Call) => JSON.parse(String(call[1]?.body)) as Body & { submissionId: string };

let onLine = true;

async function typeReport() {
  const user = userEvent.setup();
  const view = renderWithProviders(<DemoForm />);
  await waitFor(() => expect(screen.getByLabelText('Person in Charge')).toBeEnabled());
  await user.type(screen.getByLabelText('Person in Charge'), 'Dana Ortiz');
  await user.type(screen.getByLabelText('Line'), 'C');
  return Object.assign(user, { unmount: view.unmount });
}

describe('form kit', () => {
  beforeEach(() => {
    freshIndexedDb();
    setTestUser('BARTadmin');
    onLine = true;
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => onLine);
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves every change as the draft and restores it after a reload, with Discard', async () => {
    mockFetch();
    const typed = await typeReport();
    await waitFor(async () => expect((await readDraft('bartadmin:demo'))?.values).toEqual({ operator: 'Dana Ortiz', line: 'C' }));
    typed.unmount();

    const user = userEvent.setup();
    renderWithProviders(<DemoForm />);
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Person in Charge')).toHaveValue('Dana Ortiz');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.getByLabelText('Person in Charge')).toHaveValue(''));
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(await readDraft('bartadmin:demo')).toBeNull();
  });

  it("never shows one user's draft to another", async () => {
    mockFetch();
    const user = userEvent.setup();
    const first = renderWithProviders(<DemoForm />);
    await user.type(screen.getByLabelText('Person in Charge'), 'Dana Ortiz');
    await waitFor(async () => expect(await readDraft('bartadmin:demo')).not.toBeNull());
    first.unmount();
    act(() => setTestUser('admin'));
    renderWithProviders(<DemoForm />);
    await waitFor(async () => expect(await readDraft('admin:demo')).toBeNull());
    expect(screen.getByLabelText('Person in Charge')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('shows the schema message and focuses the field on a bad submit, sending nothing', async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    renderWithProviders(<DemoForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name of Person in Charge is required.');
    expect(screen.getByLabelText('Person in Charge')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('files once on a double tap, disables the button meanwhile, and clears the draft when stored', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetch = mockFetch().mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = await typeReport();
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    await act(async () => answer(jsonResponse(201, { shiftId: '20260301001001' })));
    expect(await screen.findByText('Stored as 20260301001001')).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(1);
    expect(sentBody(posts(fetch)[0])).toMatchObject({ operator: 'Dana Ortiz', line: 'C', submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(async () => expect((await readDraft('bartadmin:demo'))?.submissionId).toBeUndefined());
  });

  it("queues a report filed offline as 'waiting for network' and sends it once when the network returns", async () => {
    const fetch = mockFetch().mockImplementation(async () => jsonResponse(201, { shiftId: '20260301001001' }));
    onLine = false;
    const user = await typeReport();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Waiting for network.')).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(0);
    expect(await outboxFor('bartadmin:demo')).toHaveLength(1);

    onLine = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Stored as 20260301001001')).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(1);
    expect(await outboxFor('bartadmin:demo')).toEqual([]);
  });

  it('queues a report whose request could not reach the server and resends it with the same id after a reload', async () => {
    let reachable = false;
    const fetch = mockFetch().mockImplementation(async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return jsonResponse(200, { shiftId: '20260301001001' });
    });
    const user = await typeReport();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Waiting for network.')).toBeInTheDocument();
    user.unmount();

    reachable = true;
    renderWithProviders(<DemoForm />);
    expect(await screen.findByText('Stored as 20260301001001')).toBeInTheDocument();
    const [first, second] = posts(fetch).map(sentBody);
    expect(second.submissionId).toBe(first.submissionId);
    expect(await outboxFor('bartadmin:demo')).toEqual([]);
  });

  it('shows a conflict with both versions and keeps the report and its draft', async () => {
    mockFetch().mockImplementation(async () => jsonResponse(409, { message: 'ERROR: shift ID already exists in db. Are you sure you are using the right shift number?' }));
    const user = await typeReport();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/shift ID already exists in db/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your report and the report already filed' });
    expect(table).toHaveTextContent('Dana Ortiz');
    expect(table).toHaveTextContent('Lee Chan');
    expect((await outboxFor('bartadmin:demo'))[0]).toMatchObject({ status: 'conflict', body: { operator: 'Dana Ortiz' } });
    expect((await readDraft('bartadmin:demo'))?.values).toMatchObject({ operator: 'Dana Ortiz' });
  });

  it('throws a conflicting report away only when the user confirms, outbox entry and draft', async () => {
    mockFetch().mockImplementation(async () => jsonResponse(409, { message: 'ERROR: shift ID already exists in db. Are you sure you are using the right shift number?' }));
    const user = await typeReport();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Discard my report' }));
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(await outboxFor('bartadmin:demo')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Discard my report' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    await waitFor(async () => expect(await outboxFor('bartadmin:demo')).toEqual([]));
    await waitFor(async () => expect(await readDraft('bartadmin:demo')).toBeNull());
    expect(screen.getByLabelText('Person in Charge')).toHaveValue('');
  });

  it("shows the server's message and field messages on a 400", async () => {
    mockFetch().mockImplementation(async () => jsonResponse(400, { message: 'Invalid report', issues: [{ path: 'line', message: 'Line C is not a line of BART' }] }));
    const user = await typeReport();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid report')).toBeInTheDocument();
    expect(screen.getByText('Line C is not a line of BART')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(await outboxFor('bartadmin:demo')).toEqual([]);
  });
});
