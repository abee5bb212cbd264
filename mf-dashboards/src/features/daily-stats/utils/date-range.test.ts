import { MAX_DATE } from '@grindline/domain';
import { defaultDateRange, isRangeValid, toIsoDate, validateDateRange } from './date-range';

describe('defaultDateRange', () => {
  it('runs from one day back to today (spec 001 section 9)', () => {
    expect(defaultDateRange(new Date(2025, 2, 14, 23, 30))).toEqual({ startDate: '2025-03-13', endDate: '2025-03-14' });
  });
  it('crosses month and year boundaries', () => {
    expect(defaultDateRange(new Date(2025, 0, 1, 8))).toEqual({ startDate: '2024-12-31', endDate: '2025-01-01' });
  });
});

describe('toIsoDate', () => {
  it('pads month and day', () => {
    expect(toIsoDate(new Date(2024, 1, 5))).toBe('2024-02-05');
  });
});

describe('validateDateRange', () => {
  it('accepts an ordered range, including a single day', () => {
    expect(validateDateRange({ startDate: '2025-01-01', endDate: '2025-01-02' })).toEqual({});
    expect(isRangeValid(validateDateRange({ startDate: '2025-01-02', endDate: '2025-01-02' }))).toBe(true);
  });
  it('refuses a from date after the to date', () => {
    const errors = validateDateRange({ startDate: '2025-01-03', endDate: '2025-01-02' });
    expect(errors.startDate).toMatch(/must be on or before 'Date to'/);
    expect(isRangeValid(errors)).toBe(false);
  });
  it(`refuses dates after ${MAX_DATE} (spec 001 section 5)`, () => {
    expect(validateDateRange({ startDate: '2025-01-01', endDate: '2101-01-01' }).endDate).toBe(
      'Date must be on or before 2100-12-31.',
    );
    expect(validateDateRange({ startDate: '2025-01-01', endDate: MAX_DATE })).toEqual({});
  });
  it('refuses an empty or impossible date', () => {
    expect(validateDateRange({ startDate: '2025-01-01', endDate: '2025-02-30' }).endDate).toBe('Enter a valid date.');
    expect(validateDateRange({ startDate: '', endDate: '2025-01-01' }).startDate).toBe('Enter a valid date.');
  });
});
