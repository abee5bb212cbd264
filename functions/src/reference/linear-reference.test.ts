import { TRACK_GEOMETRIES } from '@grindline/domain';
import { chainPointsAlong, curveClass, pointResolution } from './linear-reference';
import { cumulativeM, lengthM, type LonLat } from './geo';
import { NYCT_STRUCTURES, STRUCTURES } from './structure-rules';

/** A straight line heading east, `km` long, at San Francisco's latitude. */
const straight = (km: number): LonLat[] => [[-122.4, 37.7], [-122.4 + km / 88.0, 37.7]];
/** An arc of `radiusM` turning through `degrees`, vertices every 2 degrees. */
const arc = (radiusM: number, degrees: number): LonLat[] =>
  Array.from({ length: degrees / 2 + 1 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 180;
    return [-122.4 + (radiusM * Math.sin(a)) / 88000, 37.7 + (radiusM * (1 - Math.cos(a))) / 111000] as LonLat;
  });

describe('pointResolution (spec 000 section 9.1)', () => {
  it.each([
    ['BART', 100, 1, true],
    ['MBTA', 10, 1, true],
    ['ETS', 100, 5, false],
    ['VTA', 100, 5, false],
    ['SOUNDTRANSIT', 10, 1, false],
    ['NYCT', 1, 100, false],
  ])('%s: %d units per entered unit, a point every %d', (customer, scale, step, tenth) => {
    expect(pointResolution(customer)).toEqual({ scale, step, tenthChain: tenth });
  });
});

describe('chainPointsAlong', () => {
  it('puts a BART point every 0.01 MP with chain = round(10 MP) and tenth chain = round(100 MP)', () => {
    const coords = straight(1.3);
    const points = chainPointsAlong({ customer: 'BART', seedKey: 'Y', coordinates: coords, chainStart: 0, chainEnd: 8 });
    expect(points).toHaveLength(81);
    expect(points[0]).toMatchObject({ chain: 0, tenthChain: 0, coord: [37.7, -122.4] });
    expect(points[15]).toMatchObject({ chain: 2, tenthChain: 15 });
    expect(points[80].tenthChain).toBe(80);
    expect(points[80].coord[1]).toBeCloseTo(coords[1][0], 6);
  });

  it('places points proportionally along the line and starts at the first multiple of the step', () => {
    const coords = straight(2);
    const points = chainPointsAlong({ customer: 'ETS', seedKey: 'x', coordinates: coords, chainStart: 2, chainEnd: 102 });
    expect(points.map((p) => p.chain)).toEqual(Array.from({ length: 20 }, (_, i) => 5 + i * 5));
    expect(points.some((p) => 'tenthChain' in p)).toBe(false);
    // chain 52 is half way: chain 50 lies 48% along.
    const lng50 = points.find((p) => p.chain === 50)!.coord[1];
    expect((lng50 - coords[0][0]) / (coords[1][0] - coords[0][0])).toBeCloseTo(0.48, 4);
  });

  it('classifies structure and geometry with the spec vocabularies, the same way every time', () => {
    const coords = straight(12);
    const bart = chainPointsAlong({ customer: 'BART', seedKey: 'A', coordinates: coords, chainStart: 0, chainEnd: 70 });
    expect(new Set(bart.map((p) => p.structure)).size).toBeGreaterThan(1);
    bart.forEach((p) => {
      expect(STRUCTURES).toContain(p.structure);
      expect(TRACK_GEOMETRIES).toContain(p.geometry);
    });
    expect(chainPointsAlong({ customer: 'BART', seedKey: 'A', coordinates: coords, chainStart: 0, chainEnd: 70 })).toEqual(bart);
    const nyct = chainPointsAlong({ customer: 'NYCT', seedKey: 'IRT_BB', coordinates: [[-73.9, 40.75], [-73.9, 40.9]], chainStart: 0, chainEnd: 55000 });
    nyct.forEach((p) => expect(NYCT_STRUCTURES).toContain(p.structure));
    expect(nyct.filter((p) => p.structure === 'Subway').length).toBeGreaterThan(0);
    expect(nyct.filter((p) => p.structure !== 'Subway').length).toBeGreaterThan(0);
  });

  it('puts switches at both terminals, preceded by a 500 Device', () => {
    const points = chainPointsAlong({ customer: 'SKYTRAIN', seedKey: 'EXPO', coordinates: straight(5), chainStart: 0, chainEnd: 200 });
    expect(points.slice(0, 8).map((p) => p.geometry)).toContain('Switch');
    expect(points.slice(-10).map((p) => p.geometry)).toContain('Switch');
    const firstSwitch = points.findIndex((p, i) => i > 20 && p.geometry === 'Switch');
    expect(points[firstSwitch - 1].geometry).toBe('500 Device');
  });

  it('refuses a chain end not after its start, and a line of one point', () => {
    expect(() => chainPointsAlong({ customer: 'BART', seedKey: 'A', coordinates: straight(1), chainStart: 5, chainEnd: 5 })).toThrow('chainEnd must be greater than chainStart');
    expect(() => chainPointsAlong({ customer: 'BART', seedKey: 'A', coordinates: [[-122, 37]], chainStart: 0, chainEnd: 5 })).toThrow('at least 2 points');
  });
});

describe('curveClass', () => {
  const classify = (coords: LonLat[]) => curveClass(coords, cumulativeM(coords), lengthM(coords) / 2);
  it('tells tangent, unguarded and guarded curves apart by radius', () => {
    expect(classify(straight(1))).toBe('Tangent');
    expect(classify(arc(600, 60))).toBe('Unguarded Curve');
    expect(classify(arc(150, 90))).toBe('Guarded Curve');
    expect(classify(arc(5000, 10))).toBe('Tangent');
  });
});
