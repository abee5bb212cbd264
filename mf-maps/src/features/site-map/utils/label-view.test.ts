import { siteMapSettings, type BaseLayer, type BaseRun } from '@grindline/domain';
import { LABEL_LAYER_IDS, labelLayers } from './label-style';
import { labelView, metresPerChain, metresPerPixel, tickFeatures, tickLabel, tickStep, TICK_MAX_ZOOM, TICK_MIN_ZOOM } from './label-view';

const bart = siteMapSettings('BART');
const nyct = siteMapSettings('NYCT');
const skytrain = siteMapSettings('SKYTRAIN');
const ets = siteMapSettings('ETS');

describe('tick spacing', () => {
  it('knows each site\'s database chain in metres', () => {
    expect(metresPerChain('NYCT')).toBeCloseTo(0.3048, 4);
    expect(metresPerChain('BART')).toBeCloseTo(160.9344, 3);
    expect(metresPerChain('SKYTRAIN')).toBe(25);
    expect(metresPerChain('ETS')).toBe(10);
  });

  it('halves the ground per pixel with each zoom step', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(78271.5, 0);
    expect(metresPerPixel(13, 40) / metresPerPixel(14, 40)).toBeCloseTo(2, 6);
  });

  it('steps in the site\'s own units (1-2-10), finer as the map zooms in', () => {
    // BART mile posts at 37.8 N: 2 MP (20 chain) at zoom 12, 0.1 MP (1 chain, the finest) at 16.
    expect(tickStep(bart, 12, 37.8)).toBe(20);
    expect(tickStep(bart, 16, 37.8)).toBe(1);
    // NYCT stations of 100 ft at 40.7 N: 100 stations at 12, 10 stations at 16.
    expect(tickStep(nyct, 12, 40.7)).toBe(10000);
    expect(tickStep(nyct, 16, 40.7)).toBe(1000);
    // SkyTrain segments of 25 m, ETS km (100 chain of 10 m).
    expect(tickStep(skytrain, 16, 49.2)).toBe(10);
    expect(tickStep(ets, 12, 53.5)).toBe(200);
    for (const s of [bart, nyct, skytrain, ets]) {
      const steps = [12, 13, 14, 15, 16].map((z) => tickStep(s, z, 45));
      expect([...steps].sort((a, b) => b - a)).toEqual(steps);
      // Each coarser step is a multiple of the finer ones, so a tick once shown stays shown.
      steps.forEach((st, i) => i > 0 && expect(steps[i - 1] % st).toBe(0));
    }
  });
});

const run = (from: number, to: number, coords: [number, number][]): BaseRun => ({ trackId: 'K_1', line: 'K', track: '1', from, to, structure: 'SLAB', geometry: 'Tangent', coords });

describe('tickFeatures', () => {
  // Two runs of BART K: 0-5 and 5-20 (0.1 MP), one straight line north.
  const runs = [run(0, 4.9, [[-122.27, 37.80], [-122.27, 37.805]]), run(5, 20, [[-122.27, 37.805], [-122.27, 37.82]])];
  const ticks = tickFeatures(runs, bart, 37.8);

  it('puts a tick at every finest step within the runs, labelled as the forms write chain, with its least zoom', () => {
    expect(ticks.map((t) => t.properties.name)).toEqual(Array.from({ length: 21 }, (_, i) => `MP ${(i / 10).toFixed(2)}`));
    const zoomOf = (name: string) => ticks.find((t) => t.properties.name === `MP ${name}`)!.properties.minzoom;
    // At 37.8 N, ticks 1 MP apart are 110 px apart from zoom 12.05, 0.2 MP from 14.37, 0.1 MP from
    // 15.37: each shows from the nearest whole zoom (a tile's zoom decides a filter on zoom).
    expect(zoomOf('0.00')).toBe(TICK_MIN_ZOOM);
    expect(zoomOf('2.00')).toBe(TICK_MIN_ZOOM);
    expect(zoomOf('1.00')).toBe(12);
    expect(zoomOf('0.40')).toBe(14);
    expect(zoomOf('0.10')).toBe(15);
    expect(Math.max(...ticks.map((t) => t.properties.minzoom!))).toBeLessThanOrEqual(TICK_MAX_ZOOM);
    // At its zoom, a tick's step is at least 110 / sqrt(2) px on screen.
    expect((0.2 * 1609.344) / metresPerPixel(zoomOf('0.40')!, 37.8)).toBeGreaterThanOrEqual(110 / Math.SQRT2);
    expect((0.1 * 1609.344) / metresPerPixel(zoomOf('0.10')!, 37.8)).toBeGreaterThanOrEqual(110 / Math.SQRT2);
  });

  it('places a tick by its share of its run\'s length', () => {
    const at = (name: string) => (ticks.find((t) => t.properties.name === `MP ${name}`)!.geometry.coordinates as [number, number])[1];
    expect(at('0.00')).toBeCloseTo(37.8, 6);
    expect(at('0.50')).toBeCloseTo(37.805, 6);
    expect(at('2.00')).toBeCloseTo(37.82, 6);
    expect(at('1.00')).toBeCloseTo(37.805 + 0.015 / 3, 6);
  });
});

describe('tickLabel', () => {
  it('writes NYCT stations and SkyTrain segments as the forms do, mile posts with MP', () => {
    expect(tickLabel(12300, nyct)).toBe('123 + 00');
    expect(tickLabel(40, skytrain)).toBe('40');
    expect(tickLabel(123, bart)).toBe('MP 12.30');
  });
});

describe('labelView', () => {
  const base: BaseLayer = {
    site: 'BART', bounds: [[-122.3, 37.79], [-122.2, 37.83]], attribution: [], googleMapsKey: null, basemap: null,
    lines: [{ name: 'K', directions: [{ number: '1', label: '1', trackId: 'K_1' }, { number: '2', label: '2', trackId: 'K_2' }], hasGeometry: true }],
    runs: [run(5, 20, [[-122.27, 37.805], [-122.27, 37.82]]), run(0, 5, [[-122.27, 37.80], [-122.27, 37.805]]), { ...run(0, 20, [[-122.26, 37.8], [-122.26, 37.82]]), trackId: 'K_2', track: '2' }],
    stations: [
      { name: 'MacArthur', line: 'K', chain: 20, coord: [-122.27, 37.82] },
      { name: 'MacArthur', line: 'R', chain: 26, coord: [-122.27, 37.82] },
      { name: '12th St Oakland City Center', line: 'K', chain: 0, coord: [-122.27, 37.8] },
    ],
  };
  const view = labelView(base, bart);
  const of = (kind: string) => view.features.filter((f) => f.properties.kind === kind);

  it('names each station once, where lines share it', () => {
    expect(of('station').map((f) => f.properties.name)).toEqual(['MacArthur', '12th St Oakland City Center']);
    expect(of('station')[1].geometry).toEqual({ type: 'Point', coordinates: [-122.27, 37.8] });
  });

  it("writes each line's name along its first track, joined in chain order", () => {
    expect(of('line')).toEqual([
      { type: 'Feature', properties: { kind: 'line', name: 'Line K' }, geometry: { type: 'LineString', coordinates: [[-122.27, 37.8], [-122.27, 37.805], [-122.27, 37.82]] } },
    ]);
  });

  it('ticks that one track only', () => {
    expect(of('tick').length).toBe(21);
    expect(of('tick').every((t) => (t.geometry.coordinates as number[])[0] === -122.27)).toBe(true);
  });

  it('is drawn by symbol layers the style lists, ticks only from their zoom', () => {
    const layers = labelLayers();
    expect(layers.filter((l) => l.type === 'symbol').map((l) => l.id).sort()).toEqual([...LABEL_LAYER_IDS].sort());
    const tick = layers.find((l) => l.id === 'label-tick')!;
    expect(JSON.stringify((tick as { filter?: unknown }).filter)).toContain('minzoom');
    for (const l of layers.filter((x) => x.type === 'symbol')) {
      expect(l.layout).toMatchObject({ 'text-allow-overlap': false });
      expect((l.paint as Record<string, unknown>)['text-halo-width']).toBeGreaterThan(1);
    }
  });
});
