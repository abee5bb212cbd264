import { splitRange, summaryParts } from './read-aggregates';

describe('splitRange', () => {
  it('reads whole months from month items and the edge days from day items', () => {
    expect(splitRange('2024-01-15', '2024-04-10')).toEqual([
      { period: 'D', first: '2024-01-15', last: '2024-01-31' },
      { period: 'M', first: '2024-02', last: '2024-03' },
      { period: 'D', first: '2024-04-01', last: '2024-04-10' },
    ]);
  });

  it('with years, reads whole calendar years from year items, then months, then days', () => {
    expect(splitRange('2019-11-15', '2026-11-23', true)).toEqual([
      { period: 'D', first: '2019-11-15', last: '2019-11-30' },
      { period: 'M', first: '2019-12', last: '2019-12' },
      { period: 'Y', first: '2020', last: '2025' },
      { period: 'M', first: '2026-01', last: '2026-10' },
      { period: 'D', first: '2026-11-01', last: '2026-11-23' },
    ]);
    expect(splitRange('2000-01-01', '2019-12-31', true)).toEqual([{ period: 'Y', first: '2000', last: '2019' }]);
  });

  it('falls back to months and days when no whole year fits', () => {
    expect(splitRange('2019-01-01', '2020-01-01', true)).toEqual([
      { period: 'Y', first: '2019', last: '2019' },
      { period: 'D', first: '2020-01-01', last: '2020-01-01' },
    ]);
    expect(splitRange('2019-02-01', '2020-01-31', true)).toEqual(splitRange('2019-02-01', '2020-01-31'));
    expect(splitRange('2020-01-02', '2020-01-01', true)).toEqual([]);
  });
});

describe('summaryParts', () => {
  it("reads a range up to a day of its last year as that year's item minus the days and months after it", () => {
    expect(summaryParts('2000-01-01', '2026-11-23')).toEqual([
      { period: 'Y', first: '2000', last: '2026', sign: 1 },
      { period: 'D', first: '2026-11-24', last: '2026-11-30', sign: -1 },
      { period: 'M', first: '2026-12', last: '2026-12', sign: -1 },
    ]);
    expect(summaryParts('2019-11-15', '2026-03-31')).toEqual([
      { period: 'D', first: '2019-11-15', last: '2019-11-30', sign: 1 },
      { period: 'M', first: '2019-12', last: '2019-12', sign: 1 },
      { period: 'Y', first: '2020', last: '2026', sign: 1 },
      { period: 'M', first: '2026-04', last: '2026-12', sign: -1 },
    ]);
    expect(summaryParts('2026-01-01', '2026-01-15')).toEqual([
      { period: 'Y', first: '2026', last: '2026', sign: 1 },
      { period: 'D', first: '2026-01-16', last: '2026-01-31', sign: -1 },
      { period: 'M', first: '2026-02', last: '2026-12', sign: -1 },
    ]);
  });

  it('reads forward, as splitRange does, a range starting after the first day of its last year or ending on its last day', () => {
    const plus = (from: string, to: string) => splitRange(from, to, true).map((p) => ({ ...p, sign: 1 }));
    expect(summaryParts('2026-03-02', '2026-11-23')).toEqual(plus('2026-03-02', '2026-11-23'));
    expect(summaryParts('2019-01-01', '2020-12-31')).toEqual(plus('2019-01-01', '2020-12-31'));
    expect(summaryParts('2020-01-02', '2020-01-01')).toEqual([]);
  });
});
