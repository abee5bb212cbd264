import { DEFAULT_MAP_FROM, PASS_RANGE, siteMapSettings } from '@grindline/domain';
import { defaultGrindFilters } from './map-filters';
import { firstMapRequests, mapRequests } from './map-requests';

describe('map requests', () => {
  it("opens NYCT's map on its first division, at the site's zoom, with every pass and grind type since the default start", () => {
    expect(firstMapRequests('NYCT', '2026-11-27')).toEqual({
      base: { site: 'NYCT', zoom: 10, div: 'IRT' },
      grind: { site: 'NYCT', from: DEFAULT_MAP_FROM, to: '2026-11-27', grindType: '', passMin: PASS_RANGE.min, passMax: PASS_RANGE.max, div: 'IRT', dataset: undefined, zoom: 10 },
    });
  });

  it('asks a site without divisions for no division, and SkyTrain for its first data set', () => {
    expect(firstMapRequests('MBTA', '2026-11-27').base).toEqual({ site: 'MBTA', zoom: siteMapSettings('MBTA').zoom, div: undefined });
    expect(firstMapRequests('SKYTRAIN', '2026-11-27').grind.dataset).toBe('Sky');
  });

  it('follows the applied filters and the zoom the map is at', () => {
    const filters = { ...defaultGrindFilters(siteMapSettings('NYCT'), '2026-11-27'), division: 'BMT', grindType: 'Corrective', passMin: 2, from: '2025-01-01' };
    const { base, grind } = mapRequests('NYCT', filters, 13);
    expect(base).toEqual({ site: 'NYCT', zoom: 13, div: 'BMT' });
    expect(grind).toMatchObject({ from: '2025-01-01', grindType: 'Corrective', passMin: 2, div: 'BMT', zoom: 13 });
  });
});
