import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formCustomersRoute, formLinesRoute, reportShiftsRoute } from '@grindline/domain';
import { onRoute } from '@grindline/ui/testing/mock-api';
import { setTestUser } from 'shell/kit/testing';
import { renderWithProviders } from '../../../testing/render';
import { mockRoutes, storedReport } from '../../../testing/route-doubles';
import { DeleteOldReport } from './delete-old-report';

const shift = storedReport({ shiftId: '20250302001003', site: 'NCTD', variant: 'standard', date: '2025-03-02', line: 'COASTER', grinderOperator: 'Sam Reyes' });

/** The lookups of the search form, and the shifts route answering `answer` for each query. */
function api(answer: (query: Record<string, string>) => { reports: (typeof shift)[]; lastShiftBefore?: string }) {
  const asked: string[] = [];
  mockRoutes([
    onRoute(formCustomersRoute, { body: { customers: [{ id: 'NCTD', variant: 'standard', referenceLabel: 'Segment', lengthUnit: 'feet' }] } }),
    onRoute(formLinesRoute, { body: { site: 'NCTD', lines: ['COASTER', 'SPRINTER'] } }),
    onRoute(reportShiftsRoute, ({ query }) => {
      asked.push(query.date);
      return { body: answer(query) };
    }),
  ]);
  return asked;
}

async function searchFor(date: string) {
  const user = userEvent.setup();
  renderWithProviders(<DeleteOldReport />);
  await user.type(screen.getByLabelText('Date'), date);
  await screen.findByRole('option', { name: 'NCTD' });
  await user.selectOptions(screen.getByLabelText('Customer'), 'NCTD');
  await screen.findByRole('option', { name: 'COASTER' });
  await user.selectOptions(screen.getByLabelText('Line'), 'COASTER');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

describe('DeleteOldReport', () => {
  beforeEach(() => setTestUser('super'));

  it('asks for date, line and site before searching', async () => {
    api(() => ({ reports: [] }));
    renderWithProviders(<DeleteOldReport />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Search needs date, line and site');
  });

  it("offers the line's last shift day before an empty date, and shows that shift when asked", async () => {
    const asked = api((query) => (query.date === '2025-03-02' ? { reports: [shift] } : { reports: [], lastShiftBefore: '2025-03-02' }));
    const user = await searchFor('2025-03-09');
    expect(await screen.findByText('No shift of NCTD COASTER on Sun, Mar 9, 2025.')).toBeInTheDocument();
    expect(screen.getByText("The line's last shift before it was on Sun, Mar 2, 2025.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Sun, Mar 2, 2025' }));
    expect(await screen.findByText('20250302001003', { exact: false })).toBeInTheDocument();
    // NCTD's ends are Mile Posts and its lengths feet; its form asks spark minutes.
    const heads = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads('Grind').slice(0, 4)).toEqual(['Track', 'From (Mile Post)', 'To (Mile Post)', 'Length (ft)']);
    expect(heads('Shift 20250302001003')).toEqual(expect.arrayContaining(['Spark Min', 'Pass Feet']));
    expect(asked).toEqual(['2025-03-09', '2025-03-02']);
    // A new search starts from the day shown.
    await user.click(screen.getByRole('button', { name: 'New search' }));
    expect(screen.getByLabelText('Date')).toHaveValue('2025-03-02');
  });

  it('says a shift without grind rows has none, and offers to delete the shift itself', async () => {
    api(() => ({ reports: [{ ...shift, shiftType: 'S-Stand By', ranges: [], delays: [{ kind: 'machine', minutes: 0, comment: '' }, { kind: 'customer', minutes: 45, comment: 'Track not released' }] }] }));
    await searchFor('2025-03-02');
    const grind = await screen.findByRole('table', { name: 'Grind' });
    // Only the delays that cost time.
    expect(within(screen.getByRole('table', { name: 'Shift 20250302001003' })).getByRole('cell', { name: 'customer 45 min (Track not released)' })).toBeInTheDocument();
    expect(within(grind).getByRole('cell', { name: 'No grind row: the shift itself can be deleted.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'delete shift' })).toBeInTheDocument();
  });

  it("shows what a second-flow shift's form did not ask as not asked: no spark minutes, a dash for its operator and delays", async () => {
    api(() => ({ reports: [{ ...shift, form: 'second-flow', grinderOperator: '', sparkMin: 0, delays: undefined }] }));
    await searchFor('2025-03-02');
    const table = await screen.findByRole('table', { name: 'Shift 20250302001003' });
    expect(within(table).queryByRole('columnheader', { name: 'Spark Min' })).toBeNull();
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent);
    expect([cells[3], cells.at(-1)]).toEqual(['—', '—']);
  });

  it('offers nothing when the line has no earlier shift', async () => {
    api(() => ({ reports: [] }));
    await searchFor('2025-03-09');
    expect(await screen.findByText('No shift of NCTD COASTER on Sun, Mar 9, 2025.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show / })).not.toBeInTheDocument();
  });
});
