import type { TrackPoint } from '@grindline/domain';
import { cutRange, linePoints, positionAtValue, scaleBar } from './map-layout';
import { escapeXml, mapSvg } from './map-svg';

const pt = (tenthChain: number, lat: number): TrackPoint => ({ chain: Math.round(tenthChain / 10), tenthChain, coord: [lat, -122], structure: 'BALLAST', geometry: 'Tangent' });

describe('map layout', () => {
  const line = linePoints([pt(200, 37.2), pt(0, 37.0), pt(100, 37.1)], 100);

  it('orders points by value in entered units and interpolates between them', () => {
    expect(line.map((p) => p.value)).toEqual([0, 1, 2]);
    expect(positionAtValue(line, 0.5)[1]).toBeCloseTo(37.05, 10);
    expect(positionAtValue(line, 9)[1]).toBe(37.2);
  });

  it('cuts a range with interpolated ends, and nothing outside the line', () => {
    expect(cutRange(line, 0.5, 1.5).map((c) => c[1])).toEqual([37.05, 37.1, expect.closeTo(37.15, 10)]);
    expect(cutRange(line, 3, 4)).toEqual([]);
  });

  it('picks round scale lengths: km or m, miles or feet', () => {
    expect(scaleBar(10, 120, 'meters')).toEqual({ px: 100, label: '1 km' });
    expect(scaleBar(1, 120, 'meters')).toEqual({ px: 100, label: '100 m' });
    expect(scaleBar(20, 120, 'feet').label).toBe('1 mi');
    expect(scaleBar(1, 120, 'feet').label).toBe('200 ft');
  });

  it('escapes every text it writes', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    const svg = mapSvg({ title: '<script>', subtitle: 'a & b', line: line.map((p) => p.lonLat), complete: [], incomplete: [], unit: 'feet', attribution: '©' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
  });
});
