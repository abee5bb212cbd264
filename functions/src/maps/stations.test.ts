import { customerCatalogue } from '../reference/catalogue';
import { distanceM } from '../reference/geo';
import { sourceCoordinates } from '../reference/geometry-source';
import type { StationSource } from '../reference/catalogue-types';
import { stationCandidates } from '../reference/stations';
import { SDMTS_STATIONS, VTA_STATIONS } from '../reference/stations-metro-memory';
import { stationsOnTrack } from './stations';

const line = (site: string, name: string) => customerCatalogue(site)!.lines.find((l) => l.name === name)!;

/** A catalogue line's copied geometry as the import stores it: a point every ~20 m, with its chain in metres. */
function trackAlong(site: string, name: string): { coords: [number, number][]; chain: number[] } {
  const raw = sourceCoordinates(line(site, name).source, `${site}:${name}`);
  const coords: [number, number][] = [[raw[0][0], raw[0][1]]];
  const chain = [0];
  for (let i = 1; i < raw.length; i += 1) {
    const leg = distanceM(raw[i - 1], raw[i]);
    const steps = Math.max(1, Math.ceil(leg / 20));
    for (let k = 1; k <= steps; k += 1) {
      const t = k / steps;
      coords.push([raw[i - 1][0] + (raw[i][0] - raw[i - 1][0]) * t, raw[i - 1][1] + (raw[i][1] - raw[i - 1][1]) * t]);
      chain.push(chain[chain.length - 1] + leg / steps);
    }
  }
  return { coords, chain };
}

/** The names of the stations placed on a catalogue line's copied geometry. */
function namesAlong(site: string, name: string): string[] {
  return stationsOnTrack(name, stationCandidates(site, line(site, name)), trackAlong(site, name)).map((s) => s.name);
}

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

  it('gives a site with named stations every station, and a site without any none', () => {
    expect(stationCandidates('BART', line('BART', 'K')).map((s) => s[0])).toEqual(expect.arrayContaining(['MacArthur', '12th St. Oakland City Center', '19th St. Oakland']));
    // VTA's rows name their line: the Blue Line gets its 26, not the Green Line's Winchester.
    const vtaBlue = stationCandidates('VTA', line('VTA', 'Blue Line')).map((s) => s[0]);
    expect(vtaBlue).toHaveLength(26);
    expect(vtaBlue).toEqual(expect.arrayContaining(['Baypointe', 'Santa Teresa']));
    expect(vtaBlue).not.toContain('Winchester');
    // GCRTA's Red and Green Lines are real, but the only stations found have no stated terms: none.
    expect(stationCandidates('GCRTA', line('GCRTA', 'Red Line'))).toEqual([]);
    expect(stationCandidates('C-Train', line('C-Train', 'Red Line')).map((s) => s[0])).toEqual(expect.arrayContaining(['Tuscany', 'City Hall', 'Somerset–Bridlewood']));
  });

  it("gives a SkyTrain line its own line's stations only (VCC-Clark, beside the Expo Line's track, is the Millennium Line's)", () => {
    expect(stationCandidates('SKYTRAIN', line('SKYTRAIN', 'EXPO')).map((s) => s[0])).not.toContain('VCC-Clark');
    expect(stationCandidates('SKYTRAIN', line('SKYTRAIN', 'MLine')).map((s) => s[0])).toContain('VCC-Clark');
  });
});

describe('the stations placed on the copied geometry, end to end along each line', () => {
  it('BART M: every station from West Oakland under the bay to Daly City, in order', () => {
    expect(namesAlong('BART', 'M')).toEqual([
      'West Oakland', 'Embarcadero', 'Montgomery St.', 'Powell St.', 'Civic Center/UN Plaza', '16th St. Mission',
      '24th St. Mission', 'Glen Park', 'Balboa Park', 'Daly City',
    ]);
  });

  it('SkyTrain Expo: Waterfront to King George, without the Millennium Line\'s VCC-Clark', () => {
    const expo = namesAlong('SKYTRAIN', 'EXPO');
    expect(expo[0]).toBe('Waterfront');
    expect(expo.at(-1)).toBe('King George');
    expect(expo).toEqual(expect.arrayContaining(['Commercial-Broadway', 'Metrotown', 'New Westminster', 'Surrey Central']));
    expect(expo).not.toContain('VCC-Clark');
    expect(expo).toHaveLength(20);
  });

  it('Edmonton Valley Line: its twelve stops from Mill Woods to 102 Street', () => {
    expect(namesAlong('ETS', 'Valley Line')).toEqual([
      'Mill Woods', 'Grey Nuns', 'Millbourne/Woodvale', 'Davies', 'Avonmore', 'Bonnie Doon', 'Holyrood', 'Strathearn',
      'Muttart', 'Quarters', 'Churchill', '102 Street',
    ]);
  });

  it('C-Train Blue Line: 69th Street to Saddletowne by the 7 Avenue stops the Red Line shares', () => {
    const blue = namesAlong('C-Train', 'Blue Line');
    expect(blue[0]).toBe('69th Street');
    expect(blue.at(-1)).toBe('Saddletowne');
    expect(blue).toEqual(expect.arrayContaining(['City Hall', 'Zoo', 'Marlborough']));
    expect(blue).not.toContain('Sunnyside');
    expect(blue).toHaveLength(25);
  });

  it("PRT: the Silver Line runs the Blue Line's Overbrook stops, then its own to Library; the Red Line goes by Beechview", () => {
    const silver = namesAlong('PRT', 'Silver Line');
    expect(silver.slice(0, 2)).toEqual(['Allegheny', 'North Side']);
    expect(silver).toEqual(expect.arrayContaining(['Boggs', 'Willow', 'Washington Junction', 'Sandy Creek']));
    expect(silver.at(-1)).toBe('Library');
    expect(silver).not.toContain('South Hills Village');
    expect(namesAlong('PRT', 'Red Line')).toEqual(expect.arrayContaining(['Dormont Junction', 'Mt. Lebanon', 'South Hills Village']));
    expect(namesAlong('PRT', 'Red Line')).not.toContain('Boggs');
  });

  it('AirTrain JFK: the terminal loop names the terminals, the branches meet at Federal Circle', () => {
    expect(namesAlong('JFK', 'Terminal Loop')).toEqual(['Terminal 1', 'Terminal 2', 'Terminal 4', 'Terminal 5', 'Terminal 7', 'Terminal 8']);
    expect(namesAlong('JFK', 'Howard Beach Line')).toEqual(['Howard Beach - JFK Airport', 'Lefferts Boulevard', 'Federal Circle']);
    expect(namesAlong('JFK', 'Jamaica Line')).toEqual(['Jamaica', 'Federal Circle']);
  });

  it("MBTA: the Orange Line's twenty stations, the Red Line to Braintree without the Ashmont branch's, the Green Line's B branch", () => {
    const orange = namesAlong('MBTA', 'Orange Line');
    expect([orange[0], orange.at(-1), orange.length]).toEqual(['Oak Grove', 'Forest Hills', 20]);
    const red = namesAlong('MBTA', 'Red Line');
    expect(red).toEqual(expect.arrayContaining(['Alewife', 'Kendall / MIT', 'JFK / UMass', 'Quincy Center', 'Braintree']));
    expect(red).not.toContain('Fields Corner');
    const green = namesAlong('MBTA', 'Green Line');
    expect([green[0], green.at(-1)]).toEqual(['Park Street', 'Boston College']);
    expect(green).not.toContain('Cleveland Circle');
  });

  it("Sound Transit: the 1 Line's two halves from Westlake, the 2 Line from South Bellevue to Downtown Redmond, the T Line's twelve stops", () => {
    const south = namesAlong('SOUNDTRANSIT', 'SouthLine');
    expect([south[0], south[3], south.at(-2), south.at(-1), south.length]).toEqual(['Westlake', "Int'l Dist/Chinatown", 'SeaTac/Airport', 'Angle Lake', 14]);
    expect(south).not.toContain('Capitol Hill');
    const north = namesAlong('SOUNDTRANSIT', 'NorthLine');
    expect(north).toEqual(['Westlake', 'Capitol Hill', 'Univ of Washington', 'U District', 'Roosevelt', 'Northgate', 'Shoreline South/148th', 'Shoreline North/185th', 'Mountlake Terrace', 'Lynnwood City Center']);
    const east = namesAlong('SOUNDTRANSIT', 'E130');
    expect([east[0], east.at(-3), east.at(-1), east.length]).toEqual(['South Bellevue', 'Redmond Technology', 'Downtown Redmond', 10]);
    const tacoma = namesAlong('SOUNDTRANSIT', 'TACOMA');
    expect([tacoma[0], tacoma.at(-1), tacoma.length]).toEqual(['Tacoma Dome', 'St Joseph', 12]);
  });

  it("NCTD: the COASTER's eight stations down the coast to Santa Fe Depot, the SPRINTER's fifteen inland to Escondido, each line's own", () => {
    expect(namesAlong('NCTD', 'COASTER')).toEqual(['Oceanside Transit Center', 'Carlsbad Village', 'Carlsbad Poinsettia', 'Encinitas', 'Solana Beach', 'Sorrento Valley', 'Old Town Transit Center', 'San Diego - Santa Fe Depot']);
    expect(namesAlong('NCTD', 'SPRINTER')).toEqual([
      'Oceanside Transit Center', 'Coast Highway', 'Crouch Street', 'El Camino Real', 'Rancho Del Oro', 'College Boulevard', 'Melrose Drive', 'Vista Transit Center',
      'Civic Center - Vista', 'Buena Creek', 'Palomar College', 'San Marcos Civic Center', 'Cal State San Marcos', 'Nordahl Road', 'Escondido Transit Center',
    ]);
  });

  it("SDMTS: the Blue Line's stations from UTC through downtown to San Ysidro, the Orange and Green Lines' to El Cajon, the Copper Line's on to Santee, each line's own", () => {
    expect(namesAlong('SDMTS', 'Blue Line')).toEqual([
      'UTC Transit Center', 'Executive Drive', 'UC San Diego Health La Jolla', 'UC San Diego Central Campus', 'VA Medical Center', 'Nobel Drive',
      'Balboa Avenue', 'Clairemont Drive', 'Tecolote Road', 'Old Town Transit Center', 'Washington Street', 'Middletown', 'County Center / Little Italy',
      'Santa Fe Depot', 'America Plaza', 'Civic Center', 'Fifth Avenue', 'City College', 'Park & Market', '12th & Imperial Transit Center', 'Barrio Logan',
      'Harborside', 'Pacific Fleet', '8th Street', '24th Street', 'Bayfront / E Street', 'H Street', 'Palomar Street', 'Palm Avenue', 'Iris Avenue',
      'Beyer Blvd', 'San Ysidro Transit Center',
    ]);
    expect(namesAlong('SDMTS', 'Orange Line')).toEqual([
      'Courthouse', 'Civic Center', 'Fifth Avenue', 'City College', 'Park & Market', '12th & Imperial Transit Center', '25th & Commercial',
      '32nd & Commercial', '47th Street', 'Euclid Avenue', 'Encanto / 62nd Street', 'Massachusetts Avenue', 'Lemon Grove Depot', 'Spring Street',
      'La Mesa Blvd', 'Grossmont Transit Center', 'Amaya Drive', 'El Cajon Transit Center',
    ]);
    expect(namesAlong('SDMTS', 'Green Line')).toEqual([
      '12th & Imperial Transit Center', 'Gaslamp Quarter', 'Convention Center', 'Seaport Village', 'Santa Fe Depot', 'County Center / Little Italy',
      'Middletown', 'Washington Street', 'Old Town Transit Center', 'Morena / Linda Vista', 'Fashion Valley Transit Center', 'Hazard Center',
      'Mission Valley Center', 'Rio Vista', 'Fenton Parkway', 'Stadium', 'Mission San Diego', 'Grantville', 'SDSU Transit Center',
      'UC San Diego Health East', '70th Street', 'Grossmont Transit Center', 'Amaya Drive', 'El Cajon Transit Center',
    ]);
    expect(namesAlong('SDMTS', 'Copper Line')).toEqual(['El Cajon Transit Center', 'Arnele Avenue', 'Gillespie Field', 'Santee Town Center']);
  });

  it("SDMTS: the Green Line's Harbor Drive stops, which the source also lists on the Blue Line, lie off the Blue Line's track; each line's 12th & Imperial is the point on its track", () => {
    const blue = trackAlong('SDMTS', 'Blue Line');
    const rows = (lineName: string) => SDMTS_STATIONS.filter((s) => s[3] === lineName);
    const onBlue = (candidates: readonly StationSource[], maxM?: number) => stationsOnTrack('Blue Line', candidates, blue, maxM).map((s) => s.name);
    // The same points as the Blue Line's rows 960 to 962: 439 to 866 m from its track, beyond even 400 m.
    const harbor = rows('Green').filter((s) => ['Gaslamp Quarter', 'Convention Center', 'Seaport Village'].includes(s[0]));
    expect(harbor).toHaveLength(3);
    expect(onBlue(harbor, 400)).toEqual([]);
    // The Green Line's 12th & Imperial point (the Blue Line's row 959) is over 100 m from the Blue Line's track, the kept row 973 within 15 m.
    const twelfth = (lineName: string) => rows(lineName).filter((s) => s[0] === '12th & Imperial Transit Center');
    expect(onBlue(twelfth('Green'), 100)).toEqual([]);
    expect(onBlue(twelfth('Blue'), 15)).toEqual(['12th & Imperial Transit Center']);
  });

  it("VTA: the Blue Line's stations from Baypointe through downtown San Jose to Santa Teresa, the Green Line's from Old Ironsides by Diridon to Winchester, the Orange Line's from Mountain View to Alum Rock", () => {
    const trunk = ['River Oaks', 'Orchard', 'Bonaventura', 'Component', 'Karina', 'Metro/Airport', 'Gish', 'Civic Center', 'Japantown/Ayer', 'Saint James', 'Santa Clara', 'Paseo de San Antonio', 'Convention Center'];
    expect(namesAlong('VTA', 'Blue Line')).toEqual([
      'Baypointe', 'Tasman', ...trunk, 'Children’s Discovery Museum', 'Virginia', 'Tamien', 'Curtner', 'Capitol', 'Branham', 'Ohlone/Chynoweth',
      'Blossom Hill', 'Snell', 'Cottle', 'Santa Teresa',
    ]);
    expect(namesAlong('VTA', 'Green Line')).toEqual([
      'Old Ironsides', 'Great America', 'Lick Mill', 'Champion', 'Tasman', ...trunk, 'San Fernando', 'San Jose Diridon', 'Race', 'Fruitdale', 'Bascom',
      'Hamilton', 'Downtown Campbell', 'Winchester',
    ]);
    expect(namesAlong('VTA', 'Orange Line')).toEqual([
      'Downtown Mountain View', 'Whisman', 'Middlefield', 'Bayshore/NASA', 'Moffett Park', 'Lockheed Martin', 'Borregas', 'Crossman', 'Fair Oaks', 'Vienna',
      'Reamwood', 'Old Ironsides', 'Great America', 'Lick Mill', 'Champion', 'Tasman', 'Baypointe', 'Cisco Way', 'Alder', 'Great Mall/Main', 'Milpitas',
      'Cropley', 'Hostetter', 'Berryessa', 'Penitencia Creek', 'McKee', 'Alum Rock',
    ]);
  });

  it("VTA: every row lies within 150 m of its own line's track; Tasman, which the source also lists on the Orange Line, is 74 m off the Orange Line's", () => {
    const rows = (lineName: string) => VTA_STATIONS.filter((s) => s[3] === lineName);
    for (const name of ['Blue', 'Green', 'Orange']) expect(namesAlong('VTA', `${name} Line`)).toHaveLength(rows(name).length);
    const orange = trackAlong('VTA', 'Orange Line');
    const tasman = rows('Orange').filter((s) => s[0] === 'Tasman');
    expect(stationsOnTrack('Orange Line', tasman, orange, 60)).toEqual([]);
    expect(stationsOnTrack('Orange Line', tasman, orange, 80).map((s) => s.name)).toEqual(['Tasman']);
  });

  it('O-Train Line 2: Bayview to Limebank, and none of Line 1\'s stations past Bayview', () => {
    const trillium = namesAlong('OTRAIN', 'TRILLIUM');
    expect(trillium).toEqual(['Bayview', 'Corso Italia', "Dow's Lake", 'Carleton', "Mooney's Bay", 'Walkley', 'Greenboro', 'South Keys', 'Leitrim', 'Bowesville', 'Limebank']);
  });
});
