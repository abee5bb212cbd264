import { addDays, dateRangeLabel, formatDayLabel, isIsoDate, localIsoDate } from './dates';

describe('formatDayLabel', () => {
  it('names the weekday and the day of a calendar date, wherever the reader is', () => {
    expect(formatDayLabel('2025-01-01')).toBe('Wed, Jan 1, 2025');
    expect(formatDayLabel('2026-11-07')).toBe('Sat, Nov 7, 2026');
  });

  it('gives back what is not a date as it came', () => {
    expect(formatDayLabel('not a date')).toBe('not a date');
    expect(formatDayLabel('2025-02-30')).toBe('2025-02-30');
  });
});

describe('localIsoDate', () => {
  it("is the local calendar day, not UTC's: 23:30 is still the same day", () => {
    expect(localIsoDate(new Date(2026, 10, 2, 23, 30))).toBe('2026-11-02');
    expect(localIsoDate(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });
});

describe('addDays and isIsoDate', () => {
  it('cross months and years, and refuse impossible dates', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
  });
});

describe('dateRangeLabel', () => {
  it('writes one day once, a range with its dash, and nothing without dates', () => {
    expect(dateRangeLabel('2026-11-28', '2026-11-28')).toBe('2026-11-28');
    expect(dateRangeLabel('2026-11-08', '2026-11-21')).toBe('2026-11-08 – 2026-11-21');
    expect(dateRangeLabel(null, null)).toBe('');
  });
});
