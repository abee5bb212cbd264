/** The Rail Condition tab of a site map (issue 27 part 4), with the map engine replaced by a list of what it would draw. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigated, setTestUser } from 'shell/kit/testing';
import { grindLayerToWire, mapsBaseRoute, mapsConditionRoute, mapsGrindRoute, type BaseLayer, type RailConditionLayer } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { calledUrls, renderWithProviders } from '@grindline/ui/testing/render';
import type { CanvasProps } from './canvas-props';
import { SiteMapScreen } from './site-map-screen';

jest.mock('./map-canvas', () => ({
  preloadMapEngine: () => undefined,
  MapCanvas: ({ model, onSelect }: CanvasProps) => (
    <ul aria-label="Drawn segments">
      {model.features.map((f) => (
        <li key={f.id}>
          <button type="button" onClick={() => onSelect(f.id)}>{`${f.info.rows[2][1]} ${f.colour}`}</button>
        </li>
      ))}
    </ul>
  ),
}));

const coords: [number, number][] = [[-122.27, 37.8], [-122.26, 37.79]];
const base: BaseLayer = { site: 'BART', bounds: [[-122.3, 37.7], [-122.2, 37.9]], attribution: [], googleMapsKey: null, basemap: null, stations: [], lines: [{ name: 'K', directions: [{ number: '2', label: '2', trackId: 'K_2' }], hasGeometry: true }], runs: [] };
const run = (id: string, date: string, cqi65: number, cqi95: number) => ({ id, date, rail: 'Left' as const, line: 'K', trackId: 'K_2', from: 2.4, to: 2.9, cqi: { '65': cqi65, '75': cqi65, '85': cqi65, '95': cqi95 } });
const condition: RailConditionLayer = {
  site: 'BART',
  runs: [run('after', '2026-02-01', 3.1, 9), run('before', '2026-01-01', 14.2, 30)],
  segments: [
    { trackId: 'K_2', line: 'K', from: 24, to: 26, runIds: ['after', 'before'], coords },
    { trackId: 'K_2', line: 'K', from: 26, to: 29, runIds: ['before'], coords },
  ],
  unplaced: [],
};

const answer = (layer: RailConditionLayer) =>
  mockApi(
    onRoute(mapsBaseRoute, { status: 200, text: JSON.stringify(base) }),
    onRoute(mapsGrindRoute, { status: 200, text: JSON.stringify(grindLayerToWire({ site: 'BART', from: '2020-01-01', to: '2026-12-31', reports: 0, runs: [] })) }),
    onRoute(mapsConditionRoute, { body: layer }),
  );

afterEach(() => setTestUser(null));

describe('the Rail Condition tab', () => {
  it('is offered where the site has runs; it draws each segment in its latest CQI band, with the legend and the quantile choice', async () => {
    setTestUser('admin');
    const fetch = answer(condition);
    renderWithProviders(<SiteMapScreen site="BART" />);
    const tab = await screen.findByRole('tab', { name: 'Rail Condition' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['System Overview', 'Grind Data', 'TCI', 'Test Sites', 'Rail Condition']);
    expect(calledUrls(fetch)).toContain('/api/maps/condition?site=BART');
    await userEvent.click(tab);
    const drawn = await screen.findByRole('list', { name: 'Drawn segments' });
    expect(within(drawn).getAllByRole('button').map((b) => b.textContent)).toEqual(['2.40 – 2.60 blue', '2.60 – 2.90 orange']);
    const legend = screen.getByLabelText('Legend');
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['CQI 65% < 4 µm', '4–8 µm', '8–12 µm', '12–16 µm', '≥ 16 µm']);
    await userEvent.selectOptions(screen.getByLabelText('CQI quantile'), '0.95');
    expect(within(screen.getByRole('list', { name: 'Drawn segments' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['2.40 – 2.60 yellow', '2.60 – 2.90 red']);
  });

  it('lists the runs of a clicked segment with before/after and links those who may open Data Collection to exactly them', async () => {
    setTestUser('adminReadOnly');
    answer(condition);
    renderWithProviders(<SiteMapScreen site="BART" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Rail Condition' }));
    await userEvent.click(await screen.findByRole('button', { name: '2.40 – 2.60 blue' }));
    const info = screen.getByRole('dialog', { name: 'Segment information' });
    expect(within(info).getByRole('row', { name: '2026-02-01 · Left 3.1 µm' })).toBeInTheDocument();
    expect(within(info).getByRole('row', { name: '2026-01-01 · Left 14.2 µm' })).toBeInTheDocument();
    expect(within(info).getByRole('row', { name: 'Before → after (Left) 2026-01-01 14.2 µm → 2026-02-01 3.1 µm (−11.1 µm)' })).toBeInTheDocument();
    const link = within(info).getByRole('link', { name: 'Open these 2 runs in Data Collection' });
    const href = '/data-collection?site=BART&line=K&track=K_2&segmentFrom=2.5&segmentTo=2.5&from=2026-01-01&to=2026-02-01';
    expect(link).toHaveAttribute('href', href);
    navigated.length = 0;
    await userEvent.click(link);
    expect(navigated).toEqual([href]);
  });

  it('shows a site user the runs but no Data Collection link', async () => {
    setTestUser('BARTadmin');
    answer(condition);
    renderWithProviders(<SiteMapScreen site="BART" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Rail Condition' }));
    await userEvent.click(await screen.findByRole('button', { name: '2.60 – 2.90 orange' }));
    const info = screen.getByRole('dialog', { name: 'Segment information' });
    expect(within(info).getByRole('row', { name: '2026-01-01 · Left 14.2 µm' })).toBeInTheDocument();
    expect(within(info).queryByRole('row', { name: /Before/ })).toBeNull();
    expect(within(info).queryByRole('link')).toBeNull();
  });

  it('is not offered where the site has no CAT runs', async () => {
    setTestUser('admin');
    const fetch = answer({ site: 'BART', runs: [], segments: [], unplaced: [] });
    renderWithProviders(<SiteMapScreen site="BART" />);
    await screen.findByRole('list', { name: 'Drawn segments' });
    await waitFor(() => expect(calledUrls(fetch)).toContain('/api/maps/condition?site=BART'));
    // Let the answer reach the screen (the offered case above shows the tab within this time).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['System Overview', 'Grind Data', 'TCI', 'Test Sites']);
  });
});
