import { yearSlices } from './grind-layer';
import { mergeRuns, runLine, simplifyLine, toleranceForZoom, type LngLat } from './runs';

describe('mergeRuns', () => {
  it('joins consecutive points with the same key and splits on a change or a gap', () => {
    const keys = ['a', 'a', 'b', null, 'b', 'b', 'a'];
    expect(mergeRuns(keys.length, (i) => keys[i])).toEqual([
      { start: 0, end: 1, key: 'a' },
      { start: 2, end: 2, key: 'b' },
      { start: 4, end: 5, key: 'b' },
      { start: 6, end: 6, key: 'a' },
    ]);
    expect(mergeRuns(0, () => 'x')).toEqual([]);
  });
});

describe('simplifyLine', () => {
  const straight: LngLat[] = Array.from({ length: 101 }, (_, i) => [-122 + i * 0.0001, 37.8]);
  it('keeps only the ends of a straight line', () => {
    expect(simplifyLine(straight, 1)).toEqual([straight[0], straight[100]]);
  });
  it('keeps a bend larger than the tolerance and drops one smaller', () => {
    const bent: LngLat[] = [[-122, 37.8], [-121.995, 37.801], [-121.99, 37.8]]; // ~111 m off the chord
    expect(simplifyLine(bent, 50)).toHaveLength(3);
    expect(simplifyLine(bent, 200)).toHaveLength(2);
  });
  it('makes a drawable line of a single point and rounds to 5 decimals', () => {
    expect(runLine([[-122.123456, 37.654321]], 0, 0, 10)).toEqual([[-122.12346, 37.65432], [-122.12346, 37.65432]]);
  });
  it('halves the tolerance with each zoom level', () => {
    expect(toleranceForZoom(10) / toleranceForZoom(11)).toBeCloseTo(2);
    expect(toleranceForZoom(16)).toBeLessThan(3);
  });
});

describe('yearSlices', () => {
  it('cuts a date range at each new year, keeping both ends', () => {
    expect(yearSlices('2020-03-04', '2022-02-01')).toEqual([
      ['2020-03-04', '2020-12-31'],
      ['2021-01-01', '2021-12-31'],
      ['2022-01-01', '2022-02-01'],
    ]);
    expect(yearSlices('2024-05-01', '2024-05-01')).toEqual([['2024-05-01', '2024-05-01']]);
    expect(yearSlices('2024-05-02', '2024-05-01')).toEqual([]);
  });
});
