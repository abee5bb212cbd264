import { datacollectionListRoute } from '@grindline/domain';
import { callUrl } from '@grindline/ui/api-call';
import { runsQuery } from './list-runs';

it('puts only the filters that are set into the query, trimmed', () => {
  const url = (f: Parameters<typeof runsQuery>[0]) => callUrl(datacollectionListRoute, { query: runsQuery(f) });
  expect(url({ site: 'BART', from: '2026-03-01', line: ' K ', track: '', segmentFrom: undefined, runningBand: 'true' })).toBe('/api/datacollection?site=BART&from=2026-03-01&line=K&runningBand=true');
  expect(url({ site: 'ALL' })).toBe('/api/datacollection?site=ALL');
});
