import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUser, navigated, setTestUser } from 'shell/kit/testing';
import { dailyStatsRoute, formatDayLabel, grindersRoute, mapImageRoute } from '@grindline/domain';
import { mockApi, onRoute, type MockAnswer } from '@grindline/ui/testing/mock-api';
import { calledUrls, renderWithProviders } from '@grindline/ui/testing/render';
import { bartCard, nyctCard } from '../test-cards';
import type { DailyStatsCard } from '../types';
import { DailyStatsTab } from './daily-stats-tab';

function answerWith(shifts: DailyStatsCard[]) {
  return mockApi(onRoute(grindersRoute, { body: { grinders: [] } }), onRoute(dailyStatsRoute, { body: { shifts } }));
}

function renderTab(role: string) {
  setTestUser(role);
  return renderWithProviders(<DailyStatsTab access={getUser()!.access} filtersOpen={false} sidebarId="filters" />);
}

afterEach(() => setTestUser(null));

describe('DailyStatsTab cards', () => {
  it('shows LOADING ... then the cards, newest first', async () => {
    answerWith([nyctCard, bartCard]);
    renderTab('admin');
    expect(screen.getByText('LOADING ...')).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Sun, Mar 2, 2025 · BART · Richmond-Fremont',
      'Sat, Mar 1, 2025 · NYCT · Broadway-Seventh Avenue (IRT)',
    ]);
    const bart = within(cards[0]);
    expect(bart.getByText('Feet completed').nextSibling).toHaveTextContent('10,560 ft (2.00 mi)');
    expect(bart.queryByText('Spark minutes')).toBeNull();
    expect(within(cards[1]).getByText('Spark minutes').nextSibling).toHaveTextContent(String(nyctCard.sparkMin));
    expect(bart.getByText('Available time').nextSibling).toHaveTextContent('05:30');
    expect(bart.queryByText('Rail hot near the station; slowed down.')).toBeNull();
  });

  it("shows the agency's review on the card, and a dispute with its comment until it is answered", async () => {
    answerWith([{ ...bartCard, review: { status: 'disputed', by: 'BART_bart-0001', comment: 'MP 3 was not ground' } }, { ...nyctCard, review: { status: 'approved', by: 'nyct.inspector', comment: '' } }]);
    renderTab('admin');
    const [bart, nyct] = await screen.findAllByRole('listitem');
    expect(within(bart).getByText('Disputed')).toHaveClass('gl-dash-review--disputed');
    expect(within(bart).getByText(/MP 3 was not ground/)).toHaveTextContent('Disputed by the agency (BART_bart-0001): MP 3 was not ground');
    expect(within(nyct).getByText('Approved')).toBeInTheDocument();
    expect(within(nyct).queryByText(/Disputed by the agency/)).toBeNull();
  });

  it('expands a card to its comments and grind-data table, and collapses it again', async () => {
    answerWith([bartCard]);
    renderTab('BARTadmin');
    const card = within(await screen.findByRole('listitem'));
    await userEvent.click(card.getByRole('button', { name: 'Show more' }));
    expect(card.getByText('Rail hot near the station; slowed down.')).toBeInTheDocument();
    const table = within(card.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'From (Mile Post)', 'To (Mile Post)', 'Length (ft)', 'Track', 'Segment Type', 'Profile L/R', 'Passes L/R', 'Complete',
    ]);
    expect(table.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '12.30', '12.80', '2,640', 'M1', 'Tangent', 'A1 / B2', '2 / 3', 'Yes',
    ]);
    await userEvent.click(card.getByRole('button', { name: 'Show less' }));
    expect(card.queryByRole('table')).toBeNull();
  });

  it("draws a card's map on demand: loading map ..., then the picture, kept in the card", async () => {
    let drawn: (a: MockAnswer<typeof mapImageRoute>) => void = () => undefined;
    const fetch = mockApi(
      onRoute(grindersRoute, { body: { grinders: [] } }),
      onRoute(dailyStatsRoute, { body: { shifts: [bartCard] } }),
      onRoute(mapImageRoute, () => new Promise((resolve) => (drawn = resolve))),
    );
    renderTab('BARTadmin');
    const card = within(await screen.findByRole('listitem'));
    expect(calledUrls(fetch)).not.toContain('/api/maps/image');
    await userEvent.click(card.getByRole('button', { name: 'Show map' }));
    // The map is a chunk of its own, fetched on 'Show map'.
    expect(await card.findByText('loading map ...')).toBeInTheDocument();
    // 'loading map ...' shows while the map's chunk loads too: the request follows it.
    await waitFor(() => expect(calledUrls(fetch)).toContain('/api/maps/image'));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/maps/image') as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ site: 'BART', line: 'Richmond-Fremont', date: '2025-03-02', completeChains: [[12.3, 12.8]] });
    drawn({ bytes: new Uint8Array([137, 80, 78, 71]), contentType: 'image/png' });
    const img = await card.findByRole('img', { name: 'Map of shift BART-2025-03-02-LRG-7, BART Richmond-Fremont' });
    expect(img.getAttribute('src')).toBe('data:image/png;base64,iVBORw==');
    expect(card.queryByRole('button', { name: 'Show map' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Show more' }));
    expect(card.getByRole('img')).toBeInTheDocument();
  });

  it("shows the server's message when the card's line has no map", async () => {
    mockApi(
      onRoute(grindersRoute, { body: { grinders: [] } }),
      onRoute(dailyStatsRoute, { body: { shifts: [bartCard] } }),
      onRoute(mapImageRoute, { status: 404, body: { message: 'No map available for Richmond-Fremont' } }),
    );
    renderTab('BARTadmin');
    const card = within(await screen.findByRole('listitem'));
    await userEvent.click(card.getByRole('button', { name: 'Show map' }));
    expect(await card.findByText('No map available for Richmond-Fremont')).toBeInTheDocument();
  });

  it('adds the defects removed column for ranges that recorded defects', async () => {
    answerWith([nyctCard]);
    renderTab('NYCTadmin');
    const card = within(await screen.findByRole('listitem'));
    await userEvent.click(card.getByRole('button', { name: 'Show more' }));
    expect(card.getByRole('columnheader', { name: 'Defects removed' })).toBeInTheDocument();
    expect(card.getAllByRole('cell').at(-1)).toHaveTextContent('5');
    expect(card.getByText('No comments.')).toBeInTheDocument();
  });

  it('says so when no shift was reported, naming the dates (the filters may be folded away)', async () => {
    answerWith([]);
    renderTab('BARTadmin');
    const from = (screen.getByLabelText('Date from') as HTMLInputElement).value;
    const to = (screen.getByLabelText('Date to') as HTMLInputElement).value;
    const phrase = from === to ? `on ${formatDayLabel(from)}` : `from ${formatDayLabel(from)} to ${formatDayLabel(to)}`;
    expect(await screen.findByText(`No shifts reported ${phrase}.`)).toBeInTheDocument();
  });

  it('offers the day of the newest shift before an empty range, and shows that day when asked', async () => {
    const asked: Array<{ startDate: string; endDate: string }> = [];
    mockApi(
      onRoute(grindersRoute, { body: { grinders: [] } }),
      onRoute(dailyStatsRoute, ({ query }) => {
        asked.push({ startDate: query.startDate, endDate: query.endDate });
        return query.startDate === '2025-03-02' ? { body: { shifts: [bartCard] } } : { body: { shifts: [], lastShiftBefore: '2025-03-02' } };
      }),
    );
    renderTab('BARTadmin');
    expect(await screen.findByText(/^No shifts reported (on|from) /)).toBeInTheDocument();
    expect(screen.getByText(/The last shift before these dates was on Sun, Mar 2, 2025/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Sun, Mar 2, 2025' }));
    expect(await screen.findByRole('listitem')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ startDate: '2025-03-02', endDate: '2025-03-02' });
    expect(screen.getByLabelText('Date from')).toHaveValue('2025-03-02');
    expect(screen.getByLabelText('Date to')).toHaveValue('2025-03-02');
  });

  it('offers nothing more when no shift was filed before an empty range', async () => {
    answerWith([]);
    renderTab('BARTadmin');
    expect(await screen.findByText(/^No shifts reported (on|from) /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show [A-Z][a-z]{2}, / })).toBeNull();
    expect(screen.queryByText(/last shift before/)).toBeNull();
  });

  it('shows the error with Retry, and Retry loads the cards', async () => {
    let fail = true;
    mockApi(
      onRoute(grindersRoute, { body: { grinders: [] } }),
      onRoute(dailyStatsRoute, () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: { shifts: [bartCard] } })),
    );
    renderTab('BARTadmin');
    expect(await screen.findByText(/Could not load the shifts: Database unavailable/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem')).toBeInTheDocument();
  });
});

describe('DailyStatsTab dates', () => {
  it('shows an inline error and does not query when Date from is after Date to', async () => {
    const fetch = answerWith([bartCard]);
    renderTab('BARTadmin');
    await screen.findByRole('listitem');
    fireEvent.change(screen.getByLabelText('Date to'), { target: { value: '2025-01-05' } });
    fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '2025-01-10' } });
    expect(screen.getByRole('alert')).toHaveTextContent("'Date from' must be on or before 'Date to'.");
    expect(screen.getByLabelText('Date from')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fix the dates to see the shifts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(calledUrls(fetch).some((u) => u.includes('startDate=2025-01-10'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '2025-01-01' } });
    await waitFor(() =>
      expect(calledUrls(fetch)).toContain('/api/dashboard/daily-stats?site=BART&startDate=2025-01-01&endDate=2025-01-05'),
    );
  });

  it('refuses dates after 2100-12-31', () => {
    answerWith([]);
    renderTab('BARTadmin');
    expect(screen.getByLabelText('Date to')).toHaveAttribute('max', '2100-12-31');
    fireEvent.change(screen.getByLabelText('Date to'), { target: { value: '2101-01-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Date must be on or before 2100-12-31.');
  });
});

describe('DailyStatsTab edit link', () => {
  it('links NYCT cards to the edit form for a NYCT admin who may edit', async () => {
    answerWith([nyctCard]);
    renderTab('NYCTadminedit');
    const edit = await screen.findByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/edit-report/NYCT-2025-03-01-LPC-1-1');
    navigated.length = 0;
    await userEvent.click(edit);
    expect(navigated).toEqual(['/edit-report/NYCT-2025-03-01-LPC-1-1']);
  });

  it('shows no Edit link to a NYCT admin who may not edit', async () => {
    answerWith([nyctCard]);
    renderTab('NYCTadmin');
    await screen.findByRole('listitem');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows adminMgmt the Edit link on NYCT cards only', async () => {
    answerWith([bartCard, nyctCard]);
    renderTab('adminMgmt');
    const [bart, nyct] = await screen.findAllByRole('listitem');
    expect(within(bart).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(nyct).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });
});
