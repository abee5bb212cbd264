import { dailyStatsCsvFileName, dailyStatsCsvUrl } from './daily-stats-csv';

const filters = { site: 'BART', grinder: 'LRG-7', startDate: '2025-03-01', endDate: '2025-03-02' };

describe('dailyStatsCsvUrl', () => {
  it('points at the CSV route with the same query as the list', () => {
    expect(dailyStatsCsvUrl(filters)).toBe(
      '/api/dashboard/daily-stats/csv?site=BART&grinder=LRG-7&startDate=2025-03-01&endDate=2025-03-02',
    );
  });
});

describe('dailyStatsCsvFileName', () => {
  it('names site, grinder and dates', () => {
    expect(dailyStatsCsvFileName(filters)).toBe('daily-stats-BART-LRG-7-2025-03-01-2025-03-02.csv');
    expect(dailyStatsCsvFileName({ ...filters, grinder: '' })).toBe('daily-stats-BART-2025-03-01-2025-03-02.csv');
  });
});
