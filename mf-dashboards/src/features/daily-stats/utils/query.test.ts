import { dailyStatsQuery, grindersQuery } from './query';

describe('dailyStatsQuery', () => {
  it('names site, grinder and both dates', () => {
    expect(dailyStatsQuery({ site: 'BART', grinder: 'LRG-7', startDate: '2025-03-01', endDate: '2025-03-02' })).toBe(
      'site=BART&grinder=LRG-7&startDate=2025-03-01&endDate=2025-03-02',
    );
  });
  it('leaves the grinder out for all grinders', () => {
    expect(dailyStatsQuery({ site: 'ALL', grinder: '', startDate: '2025-03-01', endDate: '2025-03-02' })).toBe(
      'site=ALL&startDate=2025-03-01&endDate=2025-03-02',
    );
  });
  it('encodes values', () => {
    expect(dailyStatsQuery({ site: 'C-Train', grinder: 'A&B 1', startDate: '2025-03-01', endDate: '2025-03-02' })).toContain(
      'grinder=A%26B+1',
    );
  });
});

describe('grindersQuery', () => {
  it('names the site', () => {
    expect(grindersQuery('ALL')).toBe('site=ALL');
  });
});
