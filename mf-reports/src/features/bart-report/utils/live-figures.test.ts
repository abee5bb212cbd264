import { lineRange, liveLength, liveTrackTime } from './live-figures';

describe('live figures', () => {
  it('gives the row length in feet once both mile points are numbers', () => {
    expect(liveLength('1.00', '1.50')).toBe('2640');
    expect(liveLength('1.5', '1')).toBe('2640');
    expect(liveLength('1.00', '')).toBe('');
    expect(liveLength('1.', 'x')).toBe('');
    expect(liveLength('-1', '2')).toBe('');
  });

  it('gives the available track time, crossing midnight', () => {
    expect(liveTrackTime('23:30', '04:15')).toBe('04:45');
    expect(liveTrackTime('01:00', '05:30')).toBe('04:30');
    expect(liveTrackTime('23:3', '04:15')).toBe('');
  });

  it("gives the line's mile-point range", () => {
    expect(lineRange('A')).toEqual({ name: 'A', minMp: 0, maxMp: 24.8 });
    expect(lineRange('')).toBeNull();
  });
});
