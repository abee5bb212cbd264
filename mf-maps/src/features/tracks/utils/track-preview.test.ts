import { k1Points } from '../test-catalogue';
import type { TrackPoint } from '@grindline/domain';
import { referenceUnits } from './reference-units';
import { colourOfStructure, placeEndLabel, trackPreview } from './track-preview';

const mp = referenceUnits({ site: 'BART', referenceLabel: 'Mile Post', dbMultiplier: 10 });
const point = (tenthChain: number, lat: number, lng: number, structure = 'BALLAST'): TrackPoint => ({
  chain: Math.round(tenthChain / 10),
  tenthChain,
  coord: [lat, lng],
  structure,
  geometry: 'Tangent',
});

describe('trackPreview', () => {
  it('fits the line into the drawing, north up, keeping its aspect', () => {
    // 0.02 degrees of longitude at the equator is as long as 0.02 of latitude: a square's diagonal.
    const preview = trackPreview([point(0, 0, 0), point(1, 0.02, 0.02)], mp, { width: 200, height: 100, padding: 10 })!;
    expect(preview.start).toMatchObject({ x: 60, y: 90, label: 'Mile Post 0.00' });
    expect(preview.end).toMatchObject({ x: 140, y: 10, label: 'Mile Post 0.01' });
    expect(preview.runs).toEqual([{ key: '0-BALLAST', structure: 'BALLAST', colour: 'green', points: '60,90 140,10' }]);
  });

  it('shrinks longitude by the cosine of the latitude (equirectangular)', () => {
    const preview = trackPreview([point(0, 60, 0), point(1, 60, 0.02), point(2, 60.005, 0.02)], mp, { width: 100, height: 100, padding: 0 })!;
    // At 60° a degree of longitude is half as long: 0.02° wide is as long as 0.01° high, twice the height.
    expect(preview.start).toMatchObject({ x: 0, y: 75 });
    expect(preview.end).toMatchObject({ x: 100, y: 25 });
  });

  it('splits the line into runs of one structure that join up, with a legend by share', () => {
    const preview = trackPreview(k1Points.points, mp)!;
    expect(preview.runs.map((r) => [r.structure, r.colour, r.points.split(' ').length])).toEqual([
      ['AERIAL', 'cyan', 3],
      ['SUBWAY', 'red', 1],
    ]);
    expect(preview.runs[0].points.split(' ')[2]).toBe(preview.runs[1].points);
    expect(preview.legend).toEqual([
      { structure: 'AERIAL', colour: 'cyan', share: '67 %' },
      { structure: 'SUBWAY', colour: 'red', share: '33 %' },
    ]);
    expect(preview.description).toBe(
      'The track drawn from 3 chain points, Mile Post 0.00 to Mile Post 0.02, north up, coloured by structure: AERIAL 67 %, SUBWAY 33 %.',
    );
  });

  it('draws at most maxPoints points but keeps the ends and every structure change', () => {
    const points = Array.from({ length: 1000 }, (_, i) => point(i, 37.8 + i / 10000, -122.27, i >= 500 && i < 503 ? 'BRIDGE' : 'SLAB'));
    const preview = trackPreview(points, mp, { maxPoints: 100 })!;
    expect(preview.runs.map((r) => r.structure)).toEqual(['SLAB', 'BRIDGE', 'SLAB']);
    const drawn = preview.runs.reduce((n, r) => n + r.points.split(' ').length, 0);
    expect(drawn).toBeLessThan(120);
    // The bridge's first and last points, then the first point of the slab after it.
    expect(preview.runs[1].points.split(' ')).toHaveLength(3);
    expect(preview.end.label).toBe('Mile Post 9.99');
  });

  it('is null for fewer than two points', () => {
    expect(trackPreview([point(0, 37.8, -122.27)], mp)).toBeNull();
  });
});

describe('end labels', () => {
  it('puts each label on the side away from where the line leaves its end', () => {
    // A line running east: the start's label goes west of it, the end's label east of it.
    const preview = trackPreview([point(0, 0, 0), point(1, 0, 0.01), point(2, 0, 0.02)], mp, { width: 400, height: 200, padding: 130 })!;
    expect(preview.start).toMatchObject({ x: 130, labelX: 118, labelY: 104, anchor: 'end' });
    expect(preview.end).toMatchObject({ x: 270, labelX: 282, labelY: 104, anchor: 'start' });
  });

  it('goes above or below the mark when the line leaves vertically or the side has no room', () => {
    expect(placeEndLabel(200, 50, 0, 30, 'Mile Post 0.00', 400)).toEqual({ labelX: 200, labelY: 40, anchor: 'middle' });
    expect(placeEndLabel(200, 350, 5, -30, 'Mile Post 4.50', 400)).toEqual({ labelX: 200, labelY: 370, anchor: 'middle' });
    // Leaving east from x = 20: no room on the west, so above, starting at the mark.
    expect(placeEndLabel(20, 100, 30, 10, 'Mile Post 0.00', 400)).toEqual({ labelX: 20, labelY: 90, anchor: 'start' });
    expect(placeEndLabel(390, 100, 0, -30, 'Station 772 + 00', 400)).toEqual({ labelX: 390, labelY: 120, anchor: 'end' });
  });
});

describe('colourOfStructure', () => {
  it("uses the spec's structure colours whatever the case", () => {
    expect(colourOfStructure('AERIAL')).toBe('cyan');
    expect(colourOfStructure('Subway')).toBe('red');
  });
  it("gives New York's structures their own colours and spare ones to anything else, stably", () => {
    expect(colourOfStructure('Elevated')).toBe('#8e44ad');
    const seen = new Map<string, string>();
    expect(colourOfStructure('Tunnel', seen)).toBe('#000080');
    expect(colourOfStructure('Trestle', seen)).toBe('#808000');
    expect(colourOfStructure('Tunnel', seen)).toBe('#000080');
  });
});
