import { customerCatalogue } from '../reference/catalogue';
import { stationCandidates } from '../reference/stations';
import { stationsOnTrack } from './stations';

const line = (site: string, name: string) => customerCatalogue(site)!.lines.find((l) => l.name === name)!;

describe('stationsOnTrack', () => {
  const track = { coords: [[-122.0, 37.5], [-122.0, 37.501], [-122.0, 37.502]] as [number, number][], chain: [10, 11, 12] };

  it('keeps the stations within 150 m of a track point, with that point\'s chain, in chain order, once per name', () => {
    const stations = stationsOnTrack('X', [['North', 37.502, -122.0005], ['South', 37.5, -122.0], ['South', 37.5001, -122.0], ['Far', 37.51, -122.0]], track);
    expect(stations).toEqual([
      { name: 'South', line: 'X', chain: 10, coord: [-122, 37.5] },
      { name: 'North', line: 'X', chain: 12, coord: [-122.0005, 37.502] },
    ]);
  });

  it('drops a station just beyond the distance', () => {
    // 0.0015 degrees of latitude is about 167 m.
    expect(stationsOnTrack('X', [['Off', 37.5035, -122.0]], track)).toEqual([]);
    expect(stationsOnTrack('X', [['Off', 37.5035, -122.0]], track, 200)).toHaveLength(1);
  });
});

describe('stationCandidates', () => {
  it("gives an NYCT line the stations of the route that draws it only (the L's, not the 6's at Union Square)", () => {
    const canarsie = stationCandidates('NYCT', line('NYCT', 'BMT_CN')).map((s) => s[0]);
    expect(canarsie).toEqual(expect.arrayContaining(['8 Av', '1 Av', 'Canarsie-Rockaway Pkwy']));
    expect(canarsie).not.toContain('Astor Pl');
  });

  it('gives a site with named stations every station, and a generated site none', () => {
    expect(stationCandidates('BART', line('BART', 'K')).map((s) => s[0])).toEqual(expect.arrayContaining(['MacArthur', '12th St Oakland City Center']));
    expect(stationCandidates('MBTA', line('MBTA', 'Red Line'))).toEqual([]);
  });
});
