import { CUSTOMERS, customerProfile } from '@grindline/domain';
import { customerCatalogue, trackCatalogue } from './catalogue';
import { sourceCoordinates } from './geometry-source';
import { lengthM } from './geo';

const directionsOf = (customer: string, line: string) => customerCatalogue(customer)!.lines.find((l) => l.name === line)!.directions;

describe('track catalogue', () => {
  it('covers every customer of spec 000 section 9.1 with the lines and directions of its profile', () => {
    expect(trackCatalogue().map((c) => c.customer)).toEqual([...CUSTOMERS]);
    for (const c of trackCatalogue()) {
      const profile = customerProfile(c.customer);
      expect(c.lines.map((l) => l.name)).toEqual(profile.lines.map((l) => l.name));
      c.lines.forEach((line, i) => {
        expect(line.directions.map((d) => d.direction)).toEqual([...profile.lines[i].directions]);
        expect(line.maxChain).toBeGreaterThan(line.minChain);
      });
    }
  });

  it('gives BART the spec mile-point ranges and line_direction track ids', () => {
    expect(directionsOf('BART', 'L')).toEqual([
      { direction: '1', trackId: 'L_1', minChain: 113, maxChain: 233 },
      { direction: '2', trackId: 'L_2', minChain: 113, maxChain: 233 },
    ]);
    expect(customerCatalogue('BART')!.lines.map((l) => [l.name, l.minChain, l.maxChain])).toContainEqual(['A', 0, 248]);
  });

  it('uses the generic track ids, CONFEDERATION reversed, NYCT division tracks and the Other list', () => {
    expect(directionsOf('OTRAIN', 'CONFEDERATION').map((d) => [d.direction, d.trackId])).toEqual([['EB', 'CONFEDERATION_2'], ['WB', 'CONFEDERATION_1']]);
    expect(directionsOf('SOUNDTRANSIT', 'SouthLine').map((d) => d.trackId)).toEqual(['SL_1', 'SL_2']);
    expect(directionsOf('NCTD', 'COASTER').map((d) => d.trackId)).toEqual(['COASTER_1', 'COASTER_2', 'COASTER_2', 'COASTER_2', 'COASTER_2']);
    expect(directionsOf('NYCT', 'IRT_BB').map((d) => d.trackId)).toEqual(['IRT_BB_1', 'IRT_BB_2', 'IRT_BB_3', 'IRT_BB_4']);
    expect(customerCatalogue('NYCT')!.lines[0].division).toBe('IRT');
    expect(customerCatalogue('NYCT')!.otherTrackIds).toContain('IND_QB_4');
  });

  it('draws OTRAIN AIRPORT from Ottawa Line 4 and gives PRT its Silver Line', () => {
    const airport = customerCatalogue('OTRAIN')!.lines.find((l) => l.name === 'AIRPORT')!;
    expect(airport.source).toEqual({ kind: 'file', file: 'ottawa-otrain', feature: 'Line 4' });
    // 4.16 km of line at 100 database units per km (spec 000 section 9.1).
    expect([airport.minChain, airport.maxChain]).toEqual([0, 416]);
    expect(directionsOf('OTRAIN', 'AIRPORT').map((d) => d.trackId)).toEqual(['AIRPORT_1', 'AIRPORT_2']);
    expect(directionsOf('PRT', 'Silver Line').map((d) => d.trackId)).toEqual(['SL_1', 'SL_2']);
  });

  it("draws the C-Train from Calgary's real alignments, one chain a 10 m as before", () => {
    const red = customerCatalogue('C-Train')!.lines.find((l) => l.name === 'Red Line')!;
    expect(red.source).toEqual({ kind: 'file', file: 'calgary-ctrain', feature: 'Red' });
    // 34.01 km from Tuscany to Somerset-Bridlewood at 100 database units per km.
    expect([red.minChain, red.maxChain]).toEqual([0, 3401]);
  });

  it("draws GCRTA's Red Line from Airport and its Blue, Green and Waterfront Lines from Tower City, to the last whole chain", () => {
    const lines = customerCatalogue('GCRTA')!.lines;
    expect(lines.map((l) => [l.name, l.source.kind, l.maxChain])).toEqual([['Red Line', 'file', 1002], ['Blue Line', 'file', 483], ['Green Line', 'file', 510], ['Waterfront Line', 'file', 113]]);
    const red = sourceCoordinates(lines[0].source, 'GCRTA:Red Line');
    // 30.57 km at 100 ft a chain: 1002.9 chains.
    expect(lengthM(red) / 30.48).toBeCloseTo(1002.9, 0);
    expect([red[0][1], red.at(-1)![1]].map((lat) => lat.toFixed(2))).toEqual(['41.41', '41.53']);
    const green = sourceCoordinates(lines[2].source, 'GCRTA:Green Line');
    expect([green[0][0], green.at(-1)![0]].map((lng) => lng.toFixed(2))).toEqual(['-81.69', '-81.52']);
    // The Blue Line shares the Green's track from Tower City, then ends at Van Aken (14.75 km: 483.9 chains).
    const blue = sourceCoordinates(lines[1].source, 'GCRTA:Blue Line');
    expect(lengthM(blue) / 30.48).toBeCloseTo(483.9, 0);
    expect([blue[0][0], blue.at(-1)![0]].map((lng) => lng.toFixed(2))).toEqual(['-81.69', '-81.54']);
    const waterfront = sourceCoordinates(lines[3].source, 'GCRTA:Waterfront Line');
    expect([waterfront[0][1], waterfront.at(-1)![1]].map((lat) => lat.toFixed(2))).toEqual(['41.50', '41.51']);
  });

  it("draws SDMTS's Trolley from its real lines, each to the last whole 0.01 mile: the Blue Line from UTC to San Ysidro, the Orange and Green Lines to El Cajon, the Copper Line on to Santee", () => {
    const lines = customerCatalogue('SDMTS')!.lines;
    expect(lines.map((l) => [l.name, l.source.kind, l.minChain, l.maxChain])).toEqual([
      ['Blue Line', 'file', 0, 3032], ['Orange Line', 'file', 0, 1674], ['Green Line', 'file', 0, 2031], ['Copper Line', 'file', 0, 375],
    ]);
    const coords = (i: number) => sourceCoordinates(lines[i].source, `SDMTS:${lines[i].name}`);
    const ends = (i: number) => [coords(i)[0], coords(i).at(-1)!].map(([lng, lat]) => `${lat.toFixed(3)},${lng.toFixed(3)}`);
    const miles = (i: number) => lengthM(coords(i)) / 1609.344;
    // UTC Transit Center, north of downtown, to San Ysidro at the border: 48.80 km, 30.32 miles.
    expect(ends(0)).toEqual(['32.869,-117.214', '32.545,-117.030']);
    expect(miles(0)).toBeCloseTo(30.323, 2);
    // Courthouse to El Cajon Transit Center: 26.94 km.
    expect(ends(1)).toEqual(['32.717,-117.166', '32.792,-116.976']);
    expect(miles(1)).toBeCloseTo(16.742, 2);
    // 12th & Imperial by Harbor Drive, Old Town and Mission Valley to El Cajon: 32.70 km.
    expect(ends(2)).toEqual(['32.705,-117.154', '32.792,-116.976']);
    expect(miles(2)).toBeCloseTo(20.317, 2);
    // El Cajon Transit Center, where the Orange and Green Lines end, north to Santee: 6.05 km.
    expect(ends(3)).toEqual(['32.792,-116.976', '32.842,-116.981']);
    expect(miles(3)).toBeCloseTo(3.756, 2);
    expect(directionsOf('SDMTS', 'Copper Line').map((d) => [d.direction, d.trackId])).toEqual([['SB', 'CL_1'], ['NB', 'CL_2']]);
    lines.forEach((l, i) => expect(Math.floor(miles(i) * 100)).toBe(l.maxChain));
  });

  it("draws VTA's light rail from its real lines, each to the last whole 0.01 mile: the Blue Line from Baypointe to Santa Teresa, the Green Line from Old Ironsides to Winchester, the Orange Line from Mountain View to Alum Rock", () => {
    const lines = customerCatalogue('VTA')!.lines;
    expect(lines.map((l) => [l.name, l.source.kind, l.minChain, l.maxChain])).toEqual([
      ['Blue Line', 'file', 0, 1676], ['Green Line', 'file', 0, 1391], ['Orange Line', 'file', 0, 1775],
    ]);
    const coords = (i: number) => sourceCoordinates(lines[i].source, `VTA:${lines[i].name}`);
    const ends = (i: number) => [coords(i)[0], coords(i).at(-1)!].map(([lng, lat]) => `${lat.toFixed(3)},${lng.toFixed(3)}`);
    const miles = (i: number) => lengthM(coords(i)) / 1609.344;
    // Baypointe on Tasman Drive, down North First Street through downtown San Jose to Santa Teresa: 26.98 km.
    expect(ends(0)).toEqual(['37.411,-121.942', '37.237,-121.789']);
    expect(miles(0)).toBeCloseTo(16.767, 2);
    // Old Ironsides, east along Tasman Drive, down the same trunk and by Diridon and Campbell to Winchester: 22.39 km.
    expect(ends(1)).toEqual(['37.403,-121.980', '37.280,-121.948']);
    expect(miles(1)).toBeCloseTo(13.915, 2);
    // Downtown Mountain View, along Tasman Drive by Baypointe, Milpitas and Berryessa to Alum Rock: 28.57 km.
    expect(ends(2)).toEqual(['37.395,-122.077', '37.358,-121.832']);
    expect(miles(2)).toBeCloseTo(17.753, 2);
    lines.forEach((l, i) => expect(Math.floor(miles(i) * 100)).toBe(l.maxChain));
  });

  it('answers undefined for an unknown customer', () => {
    expect(customerCatalogue('bart')).toBeUndefined();
  });

  it('resolves every line to a geometry in its city, the same every time', () => {
    for (const c of trackCatalogue()) {
      for (const line of c.lines) {
        const coords = sourceCoordinates(line.source, `${c.customer}:${line.name}`);
        expect(coords.length).toBeGreaterThanOrEqual(2);
        expect(lengthM(coords)).toBeGreaterThan(500);
      }
    }
    // A generated line (BART's S, Fremont to Warm Springs) is the same polyline every time, from its first anchor.
    const s = customerCatalogue('BART')!.lines.find((l) => l.name === 'S')!;
    const first = sourceCoordinates(s.source, 'BART:S');
    expect(sourceCoordinates(s.source, 'BART:S')).toEqual(first);
    expect(first[0]).toEqual([-121.9764, 37.5574]);
    // The MBTA Red Line is traced from Alewife (railmap).
    const red = sourceCoordinates(customerCatalogue('MBTA')!.lines[0].source, 'MBTA:Red Line');
    expect(red[0][1]).toBeCloseTo(42.396, 2);
    // BART A is cut out of the Green route between Lake Merritt and Fremont.
    const a = sourceCoordinates(customerCatalogue('BART')!.lines[0].source, 'BART:A');
    expect(a[0][1]).toBeCloseTo(37.797, 2);
    expect(a[a.length - 1][1]).toBeCloseTo(37.557, 2);
  });
});
