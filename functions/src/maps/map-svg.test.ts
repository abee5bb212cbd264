import { mapSvg, type MapDrawing } from './map-svg';

const drawing: MapDrawing = {
  title: 'BART Line K',
  subtitle: '2026-03-09 · CAT run K_1 Left',
  line: [[-122.27, 37.8], [-122.265, 37.805], [-122.26, 37.81]],
  complete: [[[-122.268, 37.802], [-122.265, 37.805]]],
  incomplete: [],
  unit: 'feet',
  attribution: 'Geometry',
};
const labels = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('mapSvg legend', () => {
  it("names a shift's ranges complete, incomplete and not ground", () => {
    expect(labels(mapSvg(drawing))).toEqual(expect.arrayContaining(['Complete', 'Incomplete', 'Not ground in this report']));
  });

  it("names a CAT run's range measured, and the rest of the line not measured", () => {
    const svg = labels(mapSvg({ ...drawing, purpose: 'measurement' }));
    expect(svg).toEqual(expect.arrayContaining(['Measured', 'Not measured in this run']));
    expect(svg).not.toContain('Incomplete');
    expect(svg).not.toContain('Not ground in this report');
  });
});
