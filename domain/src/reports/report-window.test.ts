import { mondayOf, mondaysBetween, reportWindow, weekLabel } from './report-window';

describe('reportWindow (spec 002 section 4)', () => {
  it('ends on the chosen Monday and starts 35 days earlier', () => {
    expect(reportWindow('2024-03-04')).toEqual({ startDate: '2024-01-29', endDate: '2024-03-04' });
  });

  it('uses the Monday of the week for any other day, Sunday included', () => {
    expect(reportWindow('2024-03-10')).toEqual(reportWindow('2024-03-04'));
    expect(mondayOf('2024-03-05')).toBe('2024-03-04');
    expect(mondayOf('2024-03-11')).toBe('2024-03-11');
  });

  it('crosses a year and a leap day', () => {
    expect(reportWindow('2024-01-01')).toEqual({ startDate: '2023-11-27', endDate: '2024-01-01' });
    expect(reportWindow('2024-03-25').startDate).toBe('2024-02-19');
  });

  it('refuses a bad date', () => {
    expect(() => reportWindow('2024-13-01')).toThrow('week must be a date written YYYY-MM-DD');
  });
});

describe('week picker', () => {
  it('lists Mondays newest first and labels them', () => {
    expect(mondaysBetween('2024-02-20', '2024-03-06')).toEqual(['2024-03-04', '2024-02-26', '2024-02-19']);
    expect(weekLabel('2024-03-04')).toBe('Week Of 2024-03-04');
  });
});
