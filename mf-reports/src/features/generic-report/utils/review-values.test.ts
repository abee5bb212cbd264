import { shownValue } from './review-values';

describe('shownValue (the single-page review)', () => {
  it("marks a field left empty with a dash, and gives delays in minutes", () => {
    expect(shownValue('workType', '')).toBe('—');
    expect(shownValue('startTime', undefined)).toBe('—');
    expect(shownValue('machineDelay', 0)).toBe('0 min');
    expect(shownValue('customerDelay', 15)).toBe('15 min');
    expect(shownValue('sparkMins', 95)).toBe('95');
    expect(shownValue('customer', 'OTRAIN')).toBe('OTRAIN');
  });
});
