/**
 * Named stations of the copied real geometry (docs/data.md 'Stations'): the terminals each
 * geometry file names in its features' `from`/`to` properties, at the feature's end vertex
 * (functions/data/geometry), and BART's junction and terminal stations the catalogue already cuts
 * its lines at (sources-real.ts). No intermediate stations: none of these files carries them.
 */
import type { StationSource } from './catalogue-types';

/** BART: the 2017 routes' terminals (bart.geojson) and the catalogue's cut points (sources-real.ts). */
export const BART_STATIONS_NAMED: readonly StationSource[] = [
  ['Richmond', 37.93719, -122.35345],
  ['Millbrae', 37.59978, -122.38665],
  ['Fremont', 37.55735, -121.97639],
  ['Pittsburg/Bay Point', 38.01894, -121.94207],
  ['Daly City', 37.70611, -122.46911],
  ['Dublin/Pleasanton', 37.7017, -121.90035],
  ['Lake Merritt', 37.7974, -122.2654],
  ['12th St Oakland City Center', 37.8033, -122.2716],
  ['West Oakland', 37.8048, -122.2951],
  ['MacArthur', 37.829, -122.2671],
  ['Warm Springs/South Fremont', 37.5025, -121.9395],
  ['Bay Fair', 37.6969, -122.1265],
  ['San Bruno', 37.6378, -122.4163],
  ['SFO', 37.616, -122.3924],
];

/** SkyTrain terminals (vancouver-skytrain.geojson, RailFansMap). */
export const SKYTRAIN_STATIONS: readonly StationSource[] = [
  ['Waterfront', 49.28615, -123.1123],
  ['King George', 49.18278, -122.84464],
  ['Production Way-University', 49.25346, -122.91812],
  ['VCC-Clark', 49.26578, -123.07898],
  ['Lafarge Lake-Douglas', 49.28531, -122.79171],
];

/** Edmonton LRT terminals (edmonton-lrt.geojson, RailFansMap). */
export const ETS_STATIONS: readonly StationSource[] = [
  ['Clareview', 53.60177, -113.41142],
  ['Century Park', 53.4573, -113.51634],
  ['NAIT', 53.56598, -113.50583],
  ['Mill Woods', 53.45834, -113.43059],
  ['102 Street', 53.54318, -113.49477],
];

/** O-Train terminals (ottawa-otrain.geojson, RailFansMap). */
export const OTRAIN_STATIONS: readonly StationSource[] = [
  ['Trim', 45.49493, -75.48281],
  ['Algonquin', 45.34621, -75.76035],
  ['Bayview', 45.40956, -75.72233],
  ['Limebank', 45.27731, -75.66707],
  ['South Keys', 45.35385, -75.65581],
  ['Airport', 45.32343, -75.66877],
];
