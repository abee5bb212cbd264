import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestUser } from 'shell/kit/testing';
import { datacollectionFileRoute, datacollectionListRoute, mapImageRoute, referenceTrackListRoute, type SiteTracks } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '@grindline/ui/testing/render';
import { DataCollectionTab } from './data-collection-tab';

// Highcharts needs a layout engine jsdom lacks; the chart models are tested in utils/run-charts.test.ts.
jest.mock('./run-chart', () => ({ RunChart: ({ model }: { model: { title: string; series: { name: string }[] } }) => <figure aria-label={model.title}>{model.series.map((s) => s.name).join(' | ')}</figure> }));

const row = (id: string, date: string, fileName: string, status = 'processed') => ({
  id, fileName, date, trackId: 'K1', rail: 'Left' as const, sensor: null as number | null, from: 1.2, to: 1.3, runningBand: 'Yes' as const, description: '', operator: '', comment: '',
  shiftId: `s-${id}`, clientId: 'BART', lineName: 'K', status: status as 'processed' | 'failed', cqi: status === 'processed' ? { '65': 15, '75': 16, '85': 17, '95': 18 } : undefined,
  reason: status === 'failed' ? 'line 4 is not a displacement sample: "x"' : undefined,
});
const result = (level: number) => ({
  OCT_3: { x: [40, 5, 0.315], y: [level, level + 10, level - 5] },
  OCT_24: { x: [39.8, 5.01], y: [level, level + 8] },
  RMS_30_100: { x: [0, 1], y: [level, level] },
  CQI: { '65': 1, '75': 2, '85': 3, '95': 4 },
});

it('lists the runs with the filters sent, and shows before/after with the improvement per band for two selected runs', async () => {
  setTestUser('adminReadOnly');
  const fetch = mockApi(
    onRoute(datacollectionListRoute, { body: { runs: [row('b0000000-0000-4000-8000-000000000002', '2026-03-09', 'after2L.txt'), row('a0000000-0000-4000-8000-000000000001', '2026-03-01', 'before1L.txt'), row('c0000000-0000-4000-8000-000000000003', '2026-02-01', 'bad3L.txt', 'failed')] } }),
    onRoute(datacollectionFileRoute, ({ params }) =>
      params.fileId.startsWith('a0000000') ? { body: { fileId: 'a', status: 'processed' as const, processedAt: '2026-03-01T10:00:00Z', result: result(12) } } : { body: { fileId: 'b', status: 'processed' as const, processedAt: '2026-03-09T10:00:00Z', result: result(-3) } },
    ),
  );
  renderWithProviders(<DataCollectionTab />, '/data-collection?site=BART&track=K1');
  expect(await screen.findByText('before1L.txt')).toBeInTheDocument();
  expect(fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/datacollection?'))[0]).toBe('/api/datacollection?site=BART&track=K1');
  expect(screen.getByText('failed: line 4 is not a displacement sample: "x"')).toBeInTheDocument();
  expect(screen.getByLabelText('Select bad3L.txt')).toBeDisabled();
  await userEvent.click(screen.getByLabelText('Select before1L.txt'));
  await userEvent.click(screen.getByLabelText('Select after2L.txt'));
  expect(await screen.findByRole('heading', { name: 'Before and after grinding: 2026-03-01 → 2026-03-09' })).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'Roughness, 1/3 octave' })).toHaveTextContent('2026-03-09 K1 Left | 2026-03-01 K1 Left | Limit: ISO 3095');
  expect(screen.getByRole('figure', { name: 'CQI over time (65% quantile)' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Improvement per 1/3-octave band (dB, before − after)' });
  const cells = within(table).getAllByRole('row')[2].querySelectorAll('td');
  expect([...cells].map((c) => c.textContent)).toEqual(['5', '22.0', '7.0', '15.0']);
});

it('compares no left rail with the right rail of one run as before and after, and says why', async () => {
  setTestUser('adminReadOnly');
  const right = { ...row('b0000000-0000-4000-8000-000000000002', '2026-03-01', 'same1R.txt'), rail: 'Right' as const };
  mockApi(
    onRoute(datacollectionListRoute, { body: { runs: [row('a0000000-0000-4000-8000-000000000001', '2026-03-01', 'same1L.txt'), right] } }),
    onRoute(datacollectionFileRoute, { body: { fileId: 'a', status: 'processed' as const, processedAt: '2026-03-01T10:00:00Z', result: result(12) } }),
  );
  renderWithProviders(<DataCollectionTab />, '/data-collection?site=BART');
  await userEvent.click(await screen.findByLabelText('Select same1L.txt'));
  await userEvent.click(screen.getByLabelText('Select same1R.txt'));
  expect(await screen.findByText(/^No before and after/)).toHaveTextContent('No before and after for these two runs: one is the left rail, the other the right rail. Select one rail of one track measured on two days.');
  expect(await screen.findByRole('figure', { name: 'Roughness, 1/3 octave' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Before and after grinding/ })).toBeNull();
});

it("opens a run's information popup with its static map, and closes it with Escape", async () => {
  setTestUser('adminMgmt');
  const fetch = mockApi(
    onRoute(datacollectionListRoute, { body: { runs: [{ ...row('a0000000-0000-4000-8000-000000000001', '2026-03-01', 'before1L.txt'), operator: 'E2E crew', sensor: 20, lengthM: 120 }] } }),
    onRoute(mapImageRoute, { bytes: new Uint8Array([137, 80, 78, 71]), contentType: 'image/png' }),
  );
  renderWithProviders(<DataCollectionTab />, '/data-collection?site=BART');
  await userEvent.click(await screen.findByRole('button', { name: 'Information on before1L.txt' }));
  const dialog = screen.getByRole('dialog', { name: 'Run before1L.txt' });
  const info = within(dialog).getByRole('table', { name: 'Information on before1L.txt' });
  expect(within(info).getByRole('row', { name: 'Operator E2E crew' })).toBeInTheDocument();
  expect(within(info).getByRole('row', { name: 'Start MP 1.2' })).toBeInTheDocument();
  const map = await within(dialog).findByRole('img', { name: 'Map of before1L.txt: K K1, MP 1.2 to 1.3' });
  expect(map.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const mapCall = fetch.mock.calls.find(([u]) => u === '/api/maps/image');
  expect(JSON.parse(String(mapCall?.[1]?.body))).toEqual({ site: 'BART', line: 'K', date: '2026-03-01', label: 'CAT run K1 Left', completeChains: [[1.2, 1.3]], incompleteChains: [], purpose: 'measurement' });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Information on before1L.txt' })).toHaveFocus();
});

it("says so in the popup when the run's line has no map", async () => {
  setTestUser('adminReadOnly');
  mockApi(
    onRoute(datacollectionListRoute, { body: { runs: [row('a0000000-0000-4000-8000-000000000001', '2026-03-01', 'before1L.txt')] } }),
    onRoute(mapImageRoute, { status: 404, body: { message: 'No map available for K' } }),
  );
  renderWithProviders(<DataCollectionTab />, '/data-collection?site=BART');
  await userEvent.click(await screen.findByRole('button', { name: 'Information on before1L.txt' }));
  expect(await within(screen.getByRole('dialog')).findByText('No map available for K')).toBeInTheDocument();
});

const direction = (d: string, trackId: string) => ({ direction: d, trackId, minChain: 0, maxChain: 60, imported: null });
const BART: SiteTracks = {
  site: 'BART', referenceLabel: 'Mile Post', lengthUnit: 'feet', dbMultiplier: 10, tenthChain: false,
  lines: [{ name: 'A', minChain: 0, maxChain: 248, directions: [direction('1', 'A_1')] }, { name: 'K', minChain: 0, maxChain: 60, directions: [direction('1', 'K_1'), direction('2', 'K_2')] }],
};

it("filters by the chosen site's lines and tracks, chosen from its catalogue", async () => {
  setTestUser('adminReadOnly');
  const fetch = mockApi(
    onRoute(datacollectionListRoute, { body: { runs: [] } }),
    onRoute(referenceTrackListRoute, ({ query }) => ({ body: { ...BART, site: String(query.site) } })),
  );
  renderWithProviders(<DataCollectionTab />, '/data-collection');
  const user = userEvent.setup();
  expect(await screen.findByLabelText('Line')).toBeDisabled();
  expect(screen.getByText('Choose a site to filter by line')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Site'), 'BART');
  await user.selectOptions(await screen.findByLabelText('Line'), await screen.findByRole('option', { name: 'K' }));
  expect(within(screen.getByLabelText('Track')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All tracks', 'K_1 (1)', 'K_2 (2)']);
  await user.selectOptions(screen.getByLabelText('Track'), 'K_2');
  const lists = () => fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/datacollection?'));
  await screen.findByText('0 runs of BART');
  expect(lists().at(-1)).toBe('/api/datacollection?site=BART&line=K&track=K_2');
  // The chosen site is in the caption; its column would repeat it on every row.
  expect(screen.queryByRole('columnheader', { name: 'Site' })).toBeNull();
  // Another site's lines are not BART's: the line and track are cleared with the site.
  await user.selectOptions(screen.getByLabelText('Site'), 'ETS');
  expect(screen.getByLabelText('Line')).toHaveValue('');
  expect(screen.getByLabelText('Track')).toHaveValue('');
});

it("reads a site in the address in any case, and lists every site for a name that is no client's", async () => {
  setTestUser('adminReadOnly');
  const fetch = mockApi(onRoute(datacollectionListRoute, { body: { runs: [] } }), onRoute(referenceTrackListRoute, { body: BART }));
  const { unmount } = renderWithProviders(<DataCollectionTab />, '/data-collection?site=bart');
  expect(await screen.findByLabelText('Site')).toHaveValue('BART');
  await screen.findByText('0 runs of BART');
  unmount();
  renderWithProviders(<DataCollectionTab />, '/data-collection?site=atlantis');
  expect(await screen.findByLabelText('Site')).toHaveValue('ALL');
  await screen.findByText('0 runs');
  expect(fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/datacollection?'))).toEqual(['/api/datacollection?site=BART', '/api/datacollection?site=ALL']);
});

it('keeps the CQI quantile in the address, so a reload shows the same column and chart', async () => {
  setTestUser('adminReadOnly');
  const fetch = mockApi(onRoute(datacollectionListRoute, { body: { runs: [row('a0000000-0000-4000-8000-000000000001', '2026-03-01', 'before1L.txt')] } }), onRoute(referenceTrackListRoute, { body: BART }));
  renderWithProviders(<DataCollectionTab />, '/data-collection?site=BART&quantile=0.85');
  expect(await screen.findByRole('columnheader', { name: 'CQI 85% (µm)' })).toBeInTheDocument();
  expect(screen.getByLabelText('CQI quantile')).toHaveValue('0.85');
  await userEvent.selectOptions(screen.getByLabelText('CQI quantile'), '0.95');
  expect(await screen.findByRole('columnheader', { name: 'CQI 95% (µm)' })).toBeInTheDocument();
  // A display choice: the list is not asked again for it.
  expect(fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/datacollection?')).every((u) => !u.includes('quantile'))).toBe(true);
});
