import { EMPTY_VALUE, reviewValue } from './review-value';

describe('reviewValue', () => {
  it('prints what was typed, and a dash for a field left empty', () => {
    expect(reviewValue(' Walkley Yard ')).toBe('Walkley Yard');
    expect(reviewValue(0)).toBe('0');
    expect([reviewValue(''), reviewValue('  '), reviewValue(undefined), reviewValue(null)]).toEqual([EMPTY_VALUE, EMPTY_VALUE, EMPTY_VALUE, EMPTY_VALUE]);
  });
});
