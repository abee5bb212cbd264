/**
 * Lines drawn from the copied real geometry (BART, SkyTrain, Edmonton, Ottawa, Calgary, Pittsburgh,
 * AirTrain JFK, the MBTA subway, Sound Transit's Link, NCTD's COASTER and SPRINTER, GCRTA's Rapid
 * Transit, San Diego MTS's Trolley, Santa Clara VTA's light rail). Chain ranges:
 * BART from spec 000 section 9.4 (domain BART_LINES); the others are the line's length in the
 * customer's database units, starting at 0.
 */
import type { LatLng, LineSource } from './catalogue-types';

const BART_STATIONS: Readonly<Record<string, LatLng>> = {
  lakeMerritt: [37.7974, -122.2654],
  twelfthSt: [37.8033, -122.2716],
  westOakland: [37.8048, -122.2951],
  macArthur: [37.829, -122.2671],
  fremont: [37.5574, -121.9764],
  warmSprings: [37.5025, -121.9395],
  bayPoint: [38.0189, -121.9451],
  bayFair: [37.6969, -122.1265],
  dublin: [37.7017, -121.8992],
  dalyCity: [37.7062, -122.469],
  millbrae: [37.5998, -122.3867],
  richmond: [37.9369, -122.3533],
  sanBruno: [37.6378, -122.4163],
  sfo: [37.616, -122.3924],
};
const S = BART_STATIONS;

/** BART track segments (A, C, K, L, M, R, S, W, Y) cut out of the colour routes. */
export const BART_SOURCES: readonly LineSource[] = [
  { line: 'A', minChain: 0, maxChain: 248, source: { kind: 'file', file: 'bart', feature: 'Green', from: S.lakeMerritt, to: S.fremont } },
  { line: 'C', minChain: 0, maxChain: 286, source: { kind: 'file', file: 'bart', feature: 'Yellow', from: S.macArthur, to: S.bayPoint } },
  { line: 'K', minChain: 0, maxChain: 60, source: { kind: 'file', file: 'bart', feature: 'Red', from: S.twelfthSt, to: S.macArthur } },
  { line: 'L', minChain: 113, maxChain: 233, source: { kind: 'file', file: 'bart', feature: 'Blue', from: S.bayFair, to: S.dublin } },
  { line: 'M', minChain: 0, maxChain: 167, source: { kind: 'file', file: 'bart', feature: 'Green', from: S.westOakland, to: S.dalyCity } },
  { line: 'R', minChain: 26, maxChain: 126, source: { kind: 'file', file: 'bart', feature: 'Red', from: S.macArthur, to: S.richmond } },
  // The 2017 routes end at Fremont and Millbrae: Warm Springs and the SFO wye are generated.
  { line: 'S', minChain: 0, maxChain: 40, source: { kind: 'generated', anchors: [S.fremont, [37.528, -121.958], S.warmSprings] } },
  { line: 'W', minChain: 0, maxChain: 79, source: { kind: 'file', file: 'bart', feature: 'Red', from: S.dalyCity, to: S.millbrae } },
  { line: 'Y', minChain: 0, maxChain: 8, source: { kind: 'generated', anchors: [S.sanBruno, S.sfo] } },
];

/** SkyTrain: Expo, Millennium, and the Evergreen extension cut out of Millennium. */
export const SKYTRAIN_SOURCES: readonly LineSource[] = [
  { line: 'EXPO', minChain: 0, maxChain: 1127, source: { kind: 'file', file: 'vancouver-skytrain', feature: 'Expo' } },
  { line: 'MLine', minChain: 0, maxChain: 1003, source: { kind: 'file', file: 'vancouver-skytrain', feature: 'Millennium' } },
  { line: 'EverGreen', minChain: 0, maxChain: 441, source: { kind: 'file', file: 'vancouver-skytrain', feature: 'Millennium', from: [49.2485, -122.8971], to: [49.2856, -122.7916] } },
];

/** Edmonton LRT. */
export const ETS_SOURCES: readonly LineSource[] = [
  { line: 'Capital Line', minChain: 0, maxChain: 2025, source: { kind: 'file', file: 'edmonton-lrt', feature: 'Capital' } },
  { line: 'Metro Line', minChain: 0, maxChain: 1530, source: { kind: 'file', file: 'edmonton-lrt', feature: 'Metro' } },
  { line: 'Valley Line', minChain: 0, maxChain: 1305, source: { kind: 'file', file: 'edmonton-lrt', feature: 'Valley' } },
];

/** Ottawa O-Train: Line 1 is CONFEDERATION, Line 2 is TRILLIUM, Line 4 (South Keys-Airport) is AIRPORT. */
export const OTRAIN_SOURCES: readonly LineSource[] = [
  { line: 'CONFEDERATION', minChain: 0, maxChain: 3366, source: { kind: 'file', file: 'ottawa-otrain', feature: 'Line 1' } },
  { line: 'TRILLIUM', minChain: 0, maxChain: 1910, source: { kind: 'file', file: 'ottawa-otrain', feature: 'Line 2' } },
  { line: 'AIRPORT', minChain: 0, maxChain: 416, source: { kind: 'file', file: 'ottawa-otrain', feature: 'Line 4' } },
];

/** Calgary C-Train (calgary-ctrain.geojson, RailFansMap): 10 m a chain, as the generated lines had. */
export const CTRAIN_SOURCES: readonly LineSource[] = [
  { line: 'Red Line', minChain: 0, maxChain: 3401, source: { kind: 'file', file: 'calgary-ctrain', feature: 'Red' } },
  { line: 'Blue Line', minChain: 0, maxChain: 2477, source: { kind: 'file', file: 'calgary-ctrain', feature: 'Blue' } },
];

/** Pittsburgh's T (pittsburgh-t.geojson, railmap): 0.1 mile a chain, from Allegheny. */
export const PRT_SOURCES: readonly LineSource[] = [
  { line: 'Red Line', minChain: 0, maxChain: 117, source: { kind: 'file', file: 'pittsburgh-t', feature: 'Red' } },
  { line: 'Blue Line', minChain: 0, maxChain: 115, source: { kind: 'file', file: 'pittsburgh-t', feature: 'Blue' } },
  { line: 'Silver Line', minChain: 0, maxChain: 144, source: { kind: 'file', file: 'pittsburgh-t', feature: 'Silver' } },
];

/** AirTrain JFK (jfk-airtrain.geojson, railmap): 82.02 ft a chain; the two branches end at Federal Circle. */
export const JFK_SOURCES: readonly LineSource[] = [
  { line: 'Howard Beach Line', minChain: 0, maxChain: 102, source: { kind: 'file', file: 'jfk-airtrain', feature: 'Howard Beach' } },
  { line: 'Jamaica Line', minChain: 0, maxChain: 193, source: { kind: 'file', file: 'jfk-airtrain', feature: 'Jamaica' } },
  { line: 'Terminal Loop', minChain: 0, maxChain: 100, source: { kind: 'file', file: 'jfk-airtrain', feature: 'Terminal Loop' } },
];

/** MBTA subway (mbta-subway.geojson, railmap): 100 ft a chain; the Green Line is the B branch from Park Street. */
export const MBTA_SOURCES: readonly LineSource[] = [
  { line: 'Red Line', minChain: 0, maxChain: 931, source: { kind: 'file', file: 'mbta-subway', feature: 'Red' } },
  { line: 'Orange Line', minChain: 0, maxChain: 585, source: { kind: 'file', file: 'mbta-subway', feature: 'Orange' } },
  { line: 'Mattapan Line', minChain: 0, maxChain: 132, source: { kind: 'file', file: 'mbta-subway', feature: 'Mattapan' } },
  { line: 'Blue Line', minChain: 0, maxChain: 314, source: { kind: 'file', file: 'mbta-subway', feature: 'Blue' } },
  { line: 'Green Line', minChain: 0, maxChain: 325, source: { kind: 'file', file: 'mbta-subway', feature: 'Green' } },
];

/**
 * Sound Transit Link (seattle-link.geojson, Sound Transit's GTFS shapes of spring 2025): 0.1 mile a
 * chain. The 1 Line is two lines from Westlake, south to Angle Lake and north to Lynnwood City
 * Center; E130 is the 2 Line as the feed runs it, South Bellevue to Downtown Redmond (the crossing
 * of Lake Washington had no service yet); TACOMA is the T Line, Tacoma Dome to St Joseph.
 */
export const SOUNDTRANSIT_SOURCES: readonly LineSource[] = [
  { line: 'SouthLine', minChain: 0, maxChain: 167, source: { kind: 'file', file: 'seattle-link', feature: '1 Line South' } },
  { line: 'NorthLine', minChain: 0, maxChain: 159, source: { kind: 'file', file: 'seattle-link', feature: '1 Line North' } },
  { line: 'E130', minChain: 0, maxChain: 93, source: { kind: 'file', file: 'seattle-link', feature: '2 Line' } },
  { line: 'TACOMA', minChain: 0, maxChain: 38, source: { kind: 'file', file: 'seattle-link', feature: 'T Line' } },
];

/**
 * NCTD (nctd-rail.geojson, the COASTER and SPRINTER lines of norman-mei/metro-memory, derived from
 * OpenStreetMap): 0.1 mile a chain, both lines from Oceanside Transit Center, the COASTER to San
 * Diego's Santa Fe Depot (65.7 km) and the SPRINTER to Escondido Transit Center (35.3 km), each
 * range cut down to the last whole 0.1 mile as Sound Transit's.
 */
export const NCTD_SOURCES: readonly LineSource[] = [
  { line: 'COASTER', minChain: 0, maxChain: 408, source: { kind: 'file', file: 'nctd-rail', feature: 'COASTER' } },
  { line: 'SPRINTER', minChain: 0, maxChain: 219, source: { kind: 'file', file: 'nctd-rail', feature: 'SPRINTER' } },
];

/**
 * San Diego MTS (sdmts-trolley.geojson, the Trolley lines of norman-mei/metro-memory, derived from
 * OpenStreetMap): 0.01 mile a chain, each range cut down to the last whole 0.01 mile. The Blue
 * Line runs from UTC Transit Center (chain 0) through downtown to San Ysidro (48.8 km), so its
 * chains still grow southward from downtown as the generated line's did. The Orange Line runs from
 * Courthouse (26.9 km) and the Green Line from 12th & Imperial (32.7 km) to El Cajon Transit
 * Center, chain 0 where their generated lines began. The Copper Line runs on from El Cajon Transit
 * Center to Santee (6.0 km), the track past El Cajon that the generated Green Line covered.
 */
export const SDMTS_SOURCES: readonly LineSource[] = [
  { line: 'Blue Line', minChain: 0, maxChain: 3032, source: { kind: 'file', file: 'sdmts-trolley', feature: 'Blue' } },
  { line: 'Orange Line', minChain: 0, maxChain: 1674, source: { kind: 'file', file: 'sdmts-trolley', feature: 'Orange' } },
  { line: 'Green Line', minChain: 0, maxChain: 2031, source: { kind: 'file', file: 'sdmts-trolley', feature: 'Green' } },
  { line: 'Copper Line', minChain: 0, maxChain: 375, source: { kind: 'file', file: 'sdmts-trolley', feature: 'Copper' } },
];

/**
 * Santa Clara VTA (vta-light-rail.geojson, the light-rail lines of norman-mei/metro-memory, derived
 * from OpenStreetMap): 0.01 mile a chain, each range cut down to the last whole 0.01 mile, chain 0
 * where the generated lines began. The Blue Line runs from Baypointe through downtown San Jose to
 * Santa Teresa (27.0 km), the Green Line from Old Ironsides by Diridon to Winchester (22.4 km) and
 * the Orange Line from Downtown Mountain View by Baypointe and Milpitas to Alum Rock (28.6 km).
 */
export const VTA_SOURCES: readonly LineSource[] = [
  { line: 'Blue Line', minChain: 0, maxChain: 1676, source: { kind: 'file', file: 'vta-light-rail', feature: 'Blue' } },
  { line: 'Green Line', minChain: 0, maxChain: 1391, source: { kind: 'file', file: 'vta-light-rail', feature: 'Green' } },
  { line: 'Orange Line', minChain: 0, maxChain: 1775, source: { kind: 'file', file: 'vta-light-rail', feature: 'Orange' } },
];

/**
 * GCRTA (cleveland-rapid.geojson, the four lines of norman-mei/metro-tools, CC0 map data from
 * Wikimedia Commons and Wikipedia's attached KML): chains of 100 ft, cut down to the last whole
 * chain, chain 0 where the generated lines began. The Red Line runs from Airport to
 * Stokes-Windermere (30.6 km); the Blue (14.8 km) and Green (15.6 km) Lines from Tower City to
 * Van Aken-Warrensville and Green Rd; the Waterfront Line from Tower City to South Harbor (3.5 km).
 */
export const GCRTA_SOURCES: readonly LineSource[] = [
  { line: 'Red Line', minChain: 0, maxChain: 1002, source: { kind: 'file', file: 'cleveland-rapid', feature: 'Red Line' } },
  { line: 'Blue Line', minChain: 0, maxChain: 483, source: { kind: 'file', file: 'cleveland-rapid', feature: 'Blue Line' } },
  { line: 'Green Line', minChain: 0, maxChain: 510, source: { kind: 'file', file: 'cleveland-rapid', feature: 'Green Line' } },
  { line: 'Waterfront Line', minChain: 0, maxChain: 113, source: { kind: 'file', file: 'cleveland-rapid', feature: 'Waterfront Line' } },
];
