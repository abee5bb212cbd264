import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestUser } from 'shell/kit/testing';
import { mockFetch, renderWithProviders } from '@grindline/ui/testing/render';
import { DataCollectionTab } from './data-collection-tab';

// Highcharts needs a layout engine jsdom lacks; the chart models are tested in utils/run-charts.test.ts.
jest.mock('./run-chart', () => ({ RunChart: ({ model }: { model: { title: string; series: { name: string }[] } }) => <figure aria-label={model.title}>{model.series.map((s) => s.name).join(' | ')}</figure> }));

const row = (id: string, date: string, fileName: string, status = 'processed') => ({
  id, fileName, date, trackId: 'K1', rail: 'Left', from: 1.2, to: 1.3, runningBand: 'Yes', description: '', operator: '', comment: '',
  shiftId: `s-${id}`, clientId: 'BART', lineName: 'K', status, cqi: status === 'processed' ? { '65': 15, '75': 16, '85': 17, '95': 18 } : undefined,
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
  const fetch = mockFetch((url) => {
    if (url.startsWith('/api/datacollection?')) return { body: { runs: [row('b0000000-0000-4000-8000-000000000002', '2026-03-09', 'after2L.txt'), row('a0000000-0000-4000-8000-000000000001', '2026-03-01', 'before1L.txt'), row('c0000000-0000-4000-8000-000000000003', '2026-02-01', 'bad3L.txt', 'failed')] } };
    if (url.includes('/files/a0000000')) return { body: { fileId: 'a', status: 'processed', result: result(12) } };
    if (url.includes('/files/b0000000')) return { body: { fileId: 'b', status: 'processed', result: result(-3) } };
    return { status: 404, body: { message: 'Not found' } };
  });
  renderWithProviders(<DataCollectionTab />, '/data-collection?site=BART&track=K1');
  expect(await screen.findByText('before1L.txt')).toBeInTheDocument();
  expect(String(fetch.mock.calls[0][0])).toBe('/api/datacollection?site=BART&track=K1');
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
