import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formDirectionsRoute, formGrindersRoute, formLinesRoute, formStonesRoute, skytrainReportSubmitRoute } from '@grindline/domain';
import { onRoute } from '@grindline/ui/testing/mock-api';
import { setTestUser } from 'shell/kit/testing';
import { renderWithProviders } from '../../../testing/render';
import { mockRoutes, storedReport } from '../../../testing/route-doubles';
import { freshIndexedDb } from '../../../testing/fake-indexeddb';
import { SkytrainReportForm } from './skytrain-report-form';

type Call = [string, RequestInit | undefined];

/**
 * The lookups answer as the server does (after `lookupsReady`, when given: a slow network); the
 * POST stores the report (its contract's double).
 */
function api(lookupsReady: Promise<void> = Promise.resolve()) {
  const later = <T,>(answer: T) => async () => (await lookupsReady, answer);
  return mockRoutes(
    [
      onRoute(skytrainReportSubmitRoute, ({ body }) => {
        const { submissionId } = body as { submissionId: string };
        return { status: 201, body: { shiftId: '20250304001008', report: storedReport({ shiftId: '20250304001008', site: 'SKYTRAIN', variant: 'skytrain', date: '2025-03-04', submissionId }) } };
      }),
      onRoute(formLinesRoute, later({ body: { site: 'SKYTRAIN', lines: ['EXPO', 'MLine', 'EverGreen'] } })),
      onRoute(formGrindersRoute, later({ body: { site: 'SKYTRAIN', grinders: ['TG8 3 and 4 Consist', 'TG8-5', 'TG8-6'] } })),
      onRoute(formStonesRoute, later({ body: { site: 'SKYTRAIN', stones: ['coarse', 'medium', 'fine'] } })),
      onRoute(formDirectionsRoute, later({ body: { line: 'EXPO', directions: [{ direction: 'IB', trackId: 'EXPO_2' }, { direction: 'OB', trackId: 'EXPO_1' }] } })),
    ],
  );
}

describe('SkytrainReportForm', () => {
  beforeEach(() => {
    freshIndexedDb();
    setTestUser('SKYTRAINadmin');
  });

  it('shows the spec message for a missing type of shift and sends nothing', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderWithProviders(<SkytrainReportForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByText('Type of shift is required.')).toBeInTheDocument();
    expect((fetch.mock.calls as Call[]).some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('files the shift and every row in one request after review, then says Form Submitted', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderWithProviders(<SkytrainReportForm />);
    await waitFor(() => expect(screen.getByRole('option', { name: 'EXPO' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Line *'), 'EXPO');
    await user.type(screen.getByLabelText('Date *'), '2025-03-04');
    await user.type(screen.getByLabelText('Operator *'), 'Avery Sandhu');
    await user.selectOptions(screen.getByLabelText('Type of Shift *'), 'R-Regular');
    await user.selectOptions(screen.getByLabelText('Grinder Type *'), 'TG8-5');
    await user.selectOptions(screen.getByLabelText('Stone Type *'), 'coarse');
    const row = within(screen.getByRole('group', { name: 'Grind row 1' }));
    await user.type(row.getByLabelText('Segment From'), '100');
    await user.type(row.getByLabelText('Segment To'), '120');
    expect(row.getByLabelText('Length (m)')).toHaveValue('500');
    await user.selectOptions(row.getByLabelText('Curve Type'), 'Tangent');
    await user.type(row.getByLabelText('Left Passes'), '2');
    await user.type(row.getByLabelText('Right Passes'), '3');
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));
    expect(await screen.findByRole('heading', { name: 'Grind Report Review' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and Submit' }));
    expect(await screen.findByRole('heading', { name: 'Form Submitted' })).toBeInTheDocument();
    const posts = (fetch.mock.calls as Call[]).filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    const sent = JSON.parse(String(posts[0][1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ line: 'EXPO', shiftDate: '2025-03-04', sparkMins: 0, rows: [{ segmentFrom: 100, segmentTo: 120, direction: 'IB', passesLeft: 2 }] });
  });

  it('gives the draft back after a reload, with Draft restored', async () => {
    api();
    const user = userEvent.setup();
    const first = renderWithProviders(<SkytrainReportForm />);
    await user.type(screen.getByLabelText('Operator *'), 'Night Crew');
    await new Promise((resolve) => setTimeout(resolve, 600));
    first.unmount();
    renderWithProviders(<SkytrainReportForm />);
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Operator *')).toHaveValue('Night Crew'));
  });

  it('shows the chosen line, grinder and stone again when their lists arrive after the draft is restored', async () => {
    api();
    const user = userEvent.setup();
    const first = renderWithProviders(<SkytrainReportForm />);
    await waitFor(() => expect(screen.getByRole('option', { name: 'TG8-5' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Line *'), 'MLine');
    await user.selectOptions(screen.getByLabelText('Grinder Type *'), 'TG8-5');
    await user.selectOptions(screen.getByLabelText('Stone Type *'), 'fine');
    await user.selectOptions(screen.getByLabelText('Type of Shift *'), 'R-Regular');
    await new Promise((resolve) => setTimeout(resolve, 600));
    first.unmount();

    let release = () => {};
    api(new Promise<void>((resolve) => (release = resolve)));
    renderWithProviders(<SkytrainReportForm />);
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Type of Shift *')).toHaveDisplayValue('R-Regular');
    release();
    await waitFor(() => expect(screen.getByRole('option', { name: 'TG8-5' })).toBeInTheDocument());
    expect(screen.getByLabelText('Line *')).toHaveDisplayValue('MLine');
    expect(screen.getByLabelText('Grinder Type *')).toHaveDisplayValue('TG8-5');
    expect(screen.getByLabelText('Stone Type *')).toHaveDisplayValue('fine');
  });
});
