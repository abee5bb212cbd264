import { siteMapSettings, type BaseLayer, type GrindLayer } from '@grindline/domain';
import type { PlacedRow } from '../api/get-measurements';
import { formatChain } from './chain-format';
import { detailZoom } from './detail-zoom';
import { grindView } from './grind-view';
import { infoOf, toGeoJson } from './layer-model';
import { chainWindow, defaultGrindFilters, defaultStructureFilters, directionChoices, selectLine, toggleDirection } from './map-filters';
import { accelerationView, noiseView, overviewView, testSitesView, toggleStationResolution } from './measurement-view';
import { defaultAccelerationFilters } from './map-filters';
import { structureView } from './structure-view';

const bart = siteMapSettings('BART');
const line = (c: number): [number, number][] => [[-122.27 + c, 37.8], [-122.26 + c, 37.79]];
const base: BaseLayer = {
  site: 'BART', bounds: [[-122.3, 37.7], [-122.2, 37.9]], attribution: ['x'], googleMapsKey: null,
  basemap: null,
  lines: [
    { name: 'A', directions: [{ number: '1', label: '1', trackId: 'A_1' }, { number: '2', label: '2', trackId: 'A_2' }], hasGeometry: true },
    { name: 'N180', directions: [{ number: '1', label: '1', trackId: 'N180_1' }], hasGeometry: false },
  ],
  runs: [
    { trackId: 'A_1', line: 'A', track: '1', from: 0, to: 50, structure: 'AERIAL', geometry: 'Tangent', coords: line(0) },
    { trackId: 'A_2', line: 'A', track: '2', from: 0, to: 50, structure: 'SUBWAY', geometry: 'Switch', coords: line(0.01) },
  ],
  stations: [],
};
const run = (complete: boolean, from: number, to: number, track = '1') => ({
  trackId: `A_${track}`, line: 'A', track, from, to, complete, shiftId: 's1', date: '2024-01-02', grinderType: '5062', workType: 'PRO',
  passesLeft: 2, passesRight: 3, coords: line(0),
});
const grind: GrindLayer = { site: 'BART', from: '2020-01-01', to: '2024-12-31', reports: 1, runs: [run(true, 10, 20), run(false, 30, 40), run(true, 10, 20, '2')] };

describe('grindView', () => {
  it('draws completed runs green and thicker, incomplete red and half opaque, with the info window of spec 001', () => {
    const model = grindView(base, grind, defaultGrindFilters(bart, '2024-12-31'), bart);
    expect(model.features.map((f) => [f.colour, f.width, f.opacity])).toEqual([['red', 2, 0.5], ['green', 4, 1], ['green', 4, 1]]);
    const info = infoOf(model, model.features[1].id)!;
    expect(info.rows).toContainEqual(['Mile Post', '1.00 – 2.00']);
    expect(info.rows).toContainEqual(['Status', 'Complete']);
    expect(model.context).toHaveLength(2);
    const geo = toGeoJson(model).features;
    expect(geo.map((f) => f.properties.kind)).toEqual(['context', 'context', 'layer', 'layer', 'layer']);
    expect(geo[2].properties).toEqual({ kind: 'layer', id: model.features[0].id, colour: 'red', width: 2, opacity: 0.5 });
  });
  it('filters by line, direction and chain range (in the site units times its multiplier)', () => {
    const filters = { ...defaultGrindFilters(bart, '2024-12-31'), directions: ['1'], chainFrom: '2.5', chainTo: '' };
    expect(chainWindow(filters, bart)).toEqual([25, 500000]);
    expect(grindView(base, grind, filters, bart).features.map((f) => f.colour)).toEqual(['red']);
  });
  it("says 'No map available for N180' for a chosen line without geometry", () => {
    const filters = selectLine(defaultGrindFilters(bart, '2024-12-31'), 'N180', base.lines, bart);
    expect(grindView(base, grind, filters, bart).notices).toEqual(['No map available for N180']);
  });
});

describe('line filters (spec 001 section 4)', () => {
  it('All Lines resets directions to the defaults; a line selects its own', () => {
    const nyct = siteMapSettings('NYCT');
    const lines = [{ name: 'IRT_FL', directions: ['1', '2', 'M'].map((n) => ({ number: n, label: n, trackId: `IRT_FL_${n}` })), hasGeometry: true }];
    let f = selectLine(defaultStructureFilters(nyct), 'IRT_FL', lines, nyct);
    expect(f.directions).toEqual(['1', '2', 'M']);
    f = toggleDirection(f, '2');
    expect(f.directions).toEqual(['1', 'M']);
    expect(directionChoices(f, lines, nyct).map((d) => d.number)).toEqual(['1', '2', 'M']);
    expect(selectLine(f, '', lines, nyct).directions).toEqual(['1', '2', '3', '4', 'M']);
  });
});

describe('structureView (spec 001 sections 2.2 and 9)', () => {
  it('colours by structure or geometry and hides unticked values', () => {
    const filters = defaultStructureFilters(bart);
    const model = structureView(base, filters, bart);
    expect(model.features.map((f) => f.colour)).toEqual(['cyan', 'red']);
    expect(infoOf(model, model.features[0].id)!.rows).toEqual([['Line', 'A'], ['Chain', '0.00 – 5.00'], ['Structure', 'AERIAL'], ['Geometry', 'Tangent']]);
    expect(structureView(base, { ...filters, hidden: ['SUBWAY'] }, bart).features).toHaveLength(1);
    expect(structureView(base, { ...filters, filterType: 'Geometry' }, bart).features.map((f) => f.colour)).toEqual(['green', 'blue']);
  });
  it("writes NYCT chain as 'x + yy'", () => {
    expect(formatChain(1234, siteMapSettings('NYCT'))).toBe('12 + 34');
    expect(formatChain(17, siteMapSettings('SKYTRAIN'))).toBe('17');
  });
});

const placed = (values: PlacedRow['values'], extra: Partial<PlacedRow> = {}): PlacedRow => ({ line: 'A', direction: '1', from: 1, to: 1.5, values, coords: line(0), ...extra });

describe('measurement views (spec 001 section 9 colours from domain)', () => {
  it('system overview: tonnage bands, fire zones orange-red, MOW with its comment', () => {
    const model = overviewView([placed({ mgt: 12, fire_zone: false, mow: false }), placed({ mgt: 3, fire_zone: true, mow: false }), placed({ mgt: 3, fire_zone: false, mow: true, comment: 'Rail change' })], bart);
    expect(model.features.map((f) => f.colour)).toEqual(['orange', 'orangered', 'magenta']);
    expect(model.features[2].info.rows).toContainEqual(['MOW', 'Yes: Rail change']);
  });
  it('test sites: the metric band, one rail, profile shown as Template', () => {
    const rows = [placed({ sdi: 1.5, cqi: 3, pqi: 80, rail: 'W', profile: 'HR', site_num: 'TS-1' }), placed({ sdi: 7, cqi: 3, pqi: 80, rail: 'E', profile: 'HR', site_num: 'TS-1' })];
    expect(testSitesView(rows, 'sdi', '', bart).features.map((f) => f.colour)).toEqual(['yellow', 'red']);
    const west = testSitesView(rows, 'pqi', 'W', bart);
    expect(west.features).toHaveLength(1);
    expect(west.features[0].info.rows).toContainEqual(['Template', 'HR']);
  });
  it('noise: single-date bands and the difference of two dates', () => {
    const sky = siteMapSettings('SKYTRAIN');
    const newer = [placed({ noise: 86 }), placed({ noise: 70 }, { from: 2 })];
    expect(noiseView(newer, sky).features.map((f) => f.colour)).toEqual(['red', 'green']);
    const older = [placed({ noise: 80 }), placed({ noise: 71 }, { from: 2 })];
    const diff = noiseView(newer, sky, { rows: older, olderDate: '2018-01-19', newerDate: '2019-11-07' });
    expect(diff.features.map((f) => f.colour)).toEqual(['red', 'orange']);
    expect(diff.features[0].info.rows).toContainEqual(['Difference (dB)', '6.0']);
  });
  it('acceleration: thresholds recomputed as quartiles when station resolution is toggled', () => {
    const sky = siteMapSettings('SKYTRAIN');
    const rows = [0.2, 0.4, 0.6, 0.8, 1.0].map((v, i) =>
      placed({ axis: 'Z', filter: 'RAW', rms_chain: v, rms_station: v * 2, rms_chain_90: v, rms_station_90: v }, { from: i }),
    );
    const f = defaultAccelerationFilters();
    expect(accelerationView(rows, f, sky).features.map((x) => x.colour)).toEqual(['green', 'green', 'yellow', 'orange', 'red']);
    const station = toggleStationResolution(f, rows);
    expect(station.thresholds).toEqual({ green: 0.8, yellow: 1.2, orange: 1.6 });
    expect(accelerationView(rows, { ...f, axis: 'Y' }, sky).features).toEqual([]);
  });
});

describe('detailZoom', () => {
  it('asks for finer lines at 13 and 16 as the user zooms in', () => {
    expect(detailZoom(10, 10.5)).toBe(10);
    expect(detailZoom(10, 12.2)).toBe(13);
    expect(detailZoom(10, 15.5)).toBe(16);
    expect(detailZoom(13, 11)).toBe(13);
  });
});
