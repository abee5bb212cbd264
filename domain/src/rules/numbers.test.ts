import { countOf, round, roundTo } from './numbers';

describe('countOf', () => {
  it('names one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'address', 'addresses')).toBe('1 address');
    expect(countOf(2, 'address', 'addresses')).toBe('2 addresses');
    expect(countOf(0, 'row')).toBe('0 rows');
    expect(countOf(1, 'rail file')).toBe('1 rail file');
  });
});

describe('round and roundTo', () => {
  it('round half away from zero without binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(round(-2.5)).toBe(-3);
  });
});
