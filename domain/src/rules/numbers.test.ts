import { countOf, formatFigure, formatFixed, round, roundTo } from './numbers';

describe('countOf', () => {
  it('names one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'address', 'addresses')).toBe('1 address');
    expect(countOf(2, 'address', 'addresses')).toBe('2 addresses');
    expect(countOf(0, 'row')).toBe('0 rows');
    expect(countOf(1, 'rail file')).toBe('1 rail file');
    expect(countOf(1401, 'write')).toBe('1,401 writes');
  });
});

describe('round and roundTo', () => {
  it('round half away from zero without binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(round(-2.5)).toBe(-3);
  });
});

describe('formatFigure', () => {
  it('groups thousands and keeps at most three decimals', () => {
    expect(formatFigure(278985)).toBe('278,985');
    expect(formatFigure(52.8375)).toBe('52.838');
    expect(formatFigure(0)).toBe('0');
  });
});

describe('formatFixed', () => {
  it('writes exactly the digits asked, thousands grouped, so a column lines up', () => {
    expect(formatFixed(10.16, 3)).toBe('10.160');
    expect(formatFixed(46.029, 3)).toBe('46.029');
    expect(formatFixed(1234.5, 2)).toBe('1,234.50');
    expect(formatFixed(0, 3)).toBe('0.000');
  });
});
