import { runsQuery } from './list-runs';

it('puts only the filters that are set into the query, trimmed', () => {
  expect(runsQuery({ site: 'BART', from: '2026-03-01', line: ' K ', track: '', segmentFrom: undefined, runningBand: 'true' })).toBe('site=BART&from=2026-03-01&line=K&runningBand=true');
  expect(runsQuery({ site: 'ALL' })).toBe('site=ALL');
});
