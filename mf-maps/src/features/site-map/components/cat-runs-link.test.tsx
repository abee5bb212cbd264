import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigated, setTestUser } from 'shell/kit/testing';
import { datacollectionListRoute, type DataCollectionRun } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '@grindline/ui/testing/render';
import { InfoWindow } from './info-window';

const ground = { site: 'BART', line: 'K', trackId: 'K_1', from: 1.2, to: 1.3000000000000003 };
const info = { title: 'K · 1', rows: [['Line', 'K']] as [string, string][], ground };
const run = (i: number): DataCollectionRun => ({
  id: `a0000000-0000-4000-8000-00000000000${i}`,
  fileName: `run${i}L.txt`,
  trackId: 'K_1',
  rail: 'Left',
  sensor: null,
  from: 1.2,
  to: 1.3,
  description: '',
  operator: '',
  comment: '',
  runningBand: 'No',
  shiftId: `shift-${i}`,
  date: '2026-03-01',
  clientId: 'BART',
  lineName: 'K',
  status: 'processed',
});
const runs = (n: number) => mockApi(onRoute(datacollectionListRoute, { body: { runs: Array.from({ length: n }, (_, i) => run(i)) } }));

describe('the info window of a ground segment', () => {
  it.each(['adminMgmt', 'admin', 'adminReadOnly'])('%s sees how many CAT runs cover it and opens them in the Data Collection tab', async (role) => {
    setTestUser(role);
    const fetch = runs(2);
    renderWithProviders(<InfoWindow info={info} onClose={() => undefined} />);
    const link = await screen.findByRole('link', { name: '2 CAT runs cover this segment' });
    const href = '/data-collection?site=BART&line=K&track=K_1&segmentFrom=1.2&segmentTo=1.3';
    expect(link).toHaveAttribute('href', href);
    expect(String(fetch.mock.calls[0][0])).toBe('/api/datacollection?site=BART&line=K&track=K_1&segmentFrom=1.2&segmentTo=1.3');
    navigated.length = 0;
    await userEvent.click(link);
    expect(navigated).toEqual([href]);
  });

  it('says so, without a link, when no run covers it', async () => {
    setTestUser('adminMgmt');
    runs(0);
    renderWithProviders(<InfoWindow info={info} onClose={() => undefined} />);
    expect(await screen.findByText('No CAT run covers this segment')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('still links to the runs when they cannot be counted', async () => {
    setTestUser('adminReadOnly');
    mockApi(onRoute(datacollectionListRoute, { status: 500, body: { message: 'Internal error' } }));
    renderWithProviders(<InfoWindow info={info} onClose={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'CAT runs of this segment' })).toHaveAttribute('href', '/data-collection?site=BART&line=K&track=K_1&segmentFrom=1.2&segmentTo=1.3');
  });

  it.each(['BARTadmin', 'SKYTRAINadmin', 'NYCTadminedit', 'MBTA'])('%s sees no link and asks nothing', async (role) => {
    setTestUser(role);
    const fetch = runs(2);
    renderWithProviders(<InfoWindow info={info} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Segment information' })).toBeInTheDocument();
    expect(screen.queryByText(/CAT run/)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('other layers (no ground segment) show no link', () => {
    setTestUser('adminMgmt');
    const fetch = runs(2);
    renderWithProviders(<InfoWindow info={{ title: 'A', rows: [['Structure', 'AERIAL']] }} onClose={() => undefined} />);
    expect(screen.queryByText(/CAT run/)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
