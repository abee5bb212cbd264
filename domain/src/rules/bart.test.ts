import { BART_LINES } from '../customers/bart';
import { bartLength, bartTrackId } from './bart';

describe('BART lines (spec 000 section 9.4)', () => {
  it('reads the ranges as chain values, so MP = chain / 10, min and max by value', () => {
    const ranges = Object.fromEntries(BART_LINES.map((l) => [l.name, [l.minMp, l.maxMp]]));
    expect(ranges).toEqual({ A: [0, 24.8], C: [0, 28.6], K: [0, 6], L: [11.3, 23.3], M: [0, 16.7], R: [2.6, 12.6], S: [0, 4], W: [0, 7.9], Y: [0, 0.8] });
  });
});

describe('bartTrackId', () => {
  it('is the line plus _1 for direction 1, otherwise _2', () => {
    expect(bartTrackId('A', '1')).toBe('A_1');
    expect(bartTrackId('A', 2)).toBe('A_2');
  });

  it('refuses an unknown line or direction', () => {
    expect(() => bartTrackId('Z', '1')).toThrow('Unknown BART line');
    expect(() => bartTrackId('A', '3')).toThrow('BART direction must be 1 or 2');
  });
});

describe('bartLength (spec 000 section 5.6)', () => {
  it('is 5280 times the difference of the two points, rounded', () => {
    expect(bartLength(1, 1.25)).toBe(1320);
    expect(bartLength(23.3, 11.3)).toBe(63360);
    expect(bartLength(0.01, 0.02)).toBe(53);
    expect(bartLength(5, 5)).toBe(0);
  });
});
