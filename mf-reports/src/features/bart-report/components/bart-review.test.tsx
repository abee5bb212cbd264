import { act, screen, waitFor, within } from '@testing-library/react';
import { events } from 'shell/kit/testing';
import { readDraft } from '../../../lib/form-kit/drafts';
import { BartReportForm } from './bart-report-form';
import { type Call, row, stored, answerMapWith, pngAnswer, api, posts, body, sentId, reachReview, beforeEachBartTest } from './bart-form-test-kit';

describe('BartReportForm: review and submit', () => {
  beforeEach(beforeEachBartTest);

  it('shows the map of what is about to be filed, loading first, and Submit once it is drawn', async () => {
    let draw: (r: ReturnType<typeof pngAnswer>) => void = () => undefined;
    answerMapWith(() => new Promise((resolve) => (draw = resolve)));
    const fetch = api(false, () => ({ status: 201, body: stored('x') }));
    await reachReview(fetch);
    expect(await screen.findByText('loading map ...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and Submit' })).not.toBeInTheDocument();
    const mapCall = (fetch.mock.calls as Call[]).find(([url]) => url === '/api/maps/image')!;
    expect(body(mapCall)).toMatchObject({ site: 'BART', line: 'A', date: '2024-03-05', completeChains: [[1, 1.5]], incompleteChains: [] });
    await act(async () => draw(pngAnswer()));
    const img = await screen.findByRole('img', { name: /Map of the ranges ground on BART Line A/ });
    expect(img.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByRole('button', { name: 'Confirm and Submit' })).toBeEnabled();
  });

  it("shows the server's 'No map available for A' and still lets the report be filed", async () => {
    answerMapWith(() => ({ status: 404, body: { message: 'No map available for A' } }));
    const fetch = api(false, () => ({ status: 201, body: stored('x') }));
    await reachReview(fetch);
    expect(await screen.findByText('No map available for A')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm and Submit' })).toBeEnabled();
  });

  it('review shows the already-exists notice with only Back to Edit', async () => {
    const fetch = api(true, () => ({ status: 201, body: stored('x') }));
    await reachReview(fetch);

    expect(await screen.findByText('A report already exists for this date.')).toBeInTheDocument();
    expect(screen.getByText('There can only be one report per date of work.')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back to Edit']);
    expect(fetch).toHaveBeenCalledWith('/api/reports/bart/exists?date=2024-03-05&grinderType=5062', expect.anything());
  });

  it('Back to Edit returns to the form with the values kept', async () => {
    const fetch = api(true, () => ({ status: 201, body: stored('x') }));
    const user = await reachReview(fetch);
    await user.click(await screen.findByRole('button', { name: 'Back to Edit' }));
    expect(screen.getByLabelText('Person in Charge')).toHaveValue('Dana Ortiz');
    expect(row(1).getByLabelText('Length (feet)')).toHaveValue('2640');
  });

  it('review shows the report, then Confirm sends one POST even on a double click and shows Form Submitted', async () => {
    let release: () => void = () => {};
    const fetch = api(
      false,
      (init) =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: stored(sentId(init)) });
        }),
    );
    const submitted = jest.fn();
    const off = events.on('report:submitted', submitted);
    const user = await reachReview(fetch);

    expect(await screen.findByRole('cell', { name: '04:45' })).toBeInTheDocument();
    const [shift, rows] = screen.getAllByRole('table');
    expect(within(shift).getByRole('cell', { name: 'Dana Ortiz' })).toBeInTheDocument();
    // The length grouped and the mile posts to the hundredth, as the map beside them writes them.
    expect(within(rows).getByRole('cell', { name: '2,640' })).toBeInTheDocument();
    expect(within(rows).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['1.00', '1.50']));
    await user.dblClick(screen.getByRole('button', { name: 'Confirm and Submit' }));
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await act(async () => release());

    expect(await screen.findByText('Form Submitted')).toBeInTheDocument();
    expect(screen.getByText('20240305000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View reports' })).toHaveAttribute('href', '/grind-reports/view');
    expect(posts(fetch)).toHaveLength(1);
    const sent = body(posts(fetch)[0]);
    expect(sent).toMatchObject({ grinderOperator: 'Dana Ortiz', line: 'A', rows: [{ segmentFrom: 1, segmentTo: 1.5, passesLeft: 3 }] });
    expect(sent.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(submitted).toHaveBeenCalledWith({ shiftId: '20240305000001', site: 'BART' });
    await waitFor(async () => expect((await readDraft('bartadmin:bart'))?.submissionId).toBeUndefined());
    expect((await readDraft('bartadmin:bart'))?.values ?? null).toBeNull();
    off();
  });

  it('shows the already-exists notice with both reports when the server answers 409, keeping the draft', async () => {
    const fetch = api(false, () => ({ status: 409, body: { message: 'A report already exists for this date.' } }));
    const user = await reachReview(fetch);
    await user.click(await screen.findByRole('button', { name: 'Confirm and Submit' }));
    expect(await screen.findByText('There can only be one report per date of work.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your report and the report already filed' });
    expect(within(table).getByRole('row', { name: /Person in Charge/ })).toHaveTextContent('Dana OrtizLee Chan');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back to Edit']);
    expect((await readDraft('bartadmin:bart'))?.values).toMatchObject({ grinderOperator: 'Dana Ortiz' });
  });

  it("shows the server's messages on a 400", async () => {
    const fetch = api(false, () => ({ status: 400, body: { message: 'Invalid report', issues: [{ path: 'rows.0.segmentTo', message: 'End MP must be less than 24.8' }] } }));
    const user = await reachReview(fetch);
    await user.click(await screen.findByRole('button', { name: 'Confirm and Submit' }));
    expect(await screen.findByText('Invalid report')).toBeInTheDocument();
    expect(screen.getByText('End MP must be less than 24.8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm and Submit' })).toBeEnabled();
  });
});
