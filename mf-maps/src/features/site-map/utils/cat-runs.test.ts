import { siteMapSettings, type BaseLayer, type GrindLayer } from '@grindline/domain';
import { coveringRunsHref, coveringRunsText } from './cat-runs';
import { grindView } from './grind-view';
import { defaultGrindFilters } from './map-filters';

describe('the ground segment of a grind run', () => {
  it('is in the units the forms enter (BART MP = tenth chains / 10; NYCT stations = feet / 100)', () => {
    const coords: [number, number][] = [[-122.27, 37.8], [-122.26, 37.79]];
    const base: BaseLayer = { site: 'BART', bounds: null, attribution: [], googleMapsKey: null, basemap: null,
      lines: [{ name: 'K', directions: [{ number: '1', label: '1', trackId: 'K_1' }], hasGeometry: true }], runs: [], stations: [] };
    const grind: GrindLayer = {
      site: 'BART', from: '2020-01-01', to: '2026-12-31', reports: 1,
      runs: [{ trackId: 'K_1', line: 'K', track: '1', from: 12, to: 13, complete: true, shiftId: 's', date: '2026-03-05', grinderType: '5062', workType: 'PRO', passesLeft: 2, passesRight: 2, coords }],
    };
    const bart = siteMapSettings('BART');
    const [feature] = grindView(base, grind, defaultGrindFilters(bart, '2026-12-31'), bart).features;
    expect(feature.info.ground).toEqual({ site: 'BART', line: 'K', trackId: 'K_1', from: 1.2, to: 1.3 });
    expect(coveringRunsHref(feature.info.ground!)).toBe('/data-collection?site=BART&line=K&track=K_1&segmentFrom=1.2&segmentTo=1.3');

    const nyct = siteMapSettings('NYCT');
    const nyctGrind: GrindLayer = { ...grind, site: 'NYCT', runs: [{ ...grind.runs[0], trackId: 'IRT_BB_1', line: 'IRT_BB', from: 123456, to: 120000 }] };
    const nyctBase: BaseLayer = { ...base, site: 'NYCT', lines: [{ name: 'IRT_BB', division: 'IRT', directions: [{ number: '1', label: '1', trackId: 'IRT_BB_1' }], hasGeometry: true }] };
    const [n] = grindView(nyctBase, nyctGrind, defaultGrindFilters(nyct, '2026-12-31'), nyct).features;
    expect(coveringRunsHref(n.info.ground!)).toBe('/data-collection?site=NYCT&line=IRT_BB&track=IRT_BB_1&segmentFrom=1200&segmentTo=1234.56');
  });

  it('says how many runs cover it', () => {
    expect([undefined, 0, 1, 3].map(coveringRunsText)).toEqual(['CAT runs of this segment', 'No CAT run covers this segment', '1 CAT run covers this segment', '3 CAT runs cover this segment']);
  });
});
