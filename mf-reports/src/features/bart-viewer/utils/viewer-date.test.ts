import { viewerDateError } from './viewer-date';

describe('viewerDateError', () => {
  it('accepts dates inside the limits, both ends included', () => {
    expect(viewerDateError('2000-01-01')).toBeNull();
    expect(viewerDateError('2024-03-05')).toBeNull();
    expect(viewerDateError('2500-01-01')).toBeNull();
  });

  it('refuses empty, malformed, impossible and out-of-range dates', () => {
    expect(viewerDateError('')).toBe('Pick a date.');
    expect(viewerDateError('03/05/2024')).toBe('Enter the date as YYYY-MM-DD.');
    expect(viewerDateError('2024-02-30')).toBe('Enter the date as YYYY-MM-DD.');
    expect(viewerDateError('1999-12-31')).toBe('Pick a date between 2000-01-01 and 2500-01-01.');
    expect(viewerDateError('2500-01-02')).toBe('Pick a date between 2000-01-01 and 2500-01-01.');
  });
});
