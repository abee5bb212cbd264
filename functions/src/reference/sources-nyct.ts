/**
 * New York lines drawn from the MTA GTFS route shapes (nyc-subway file): each division line takes
 * the route that runs it, cut to the line's own stretch where the route runs on other lines too.
 * Chains are feet (stations of 100 ft) from 0 at the first point.
 */
import type { LatLng, LineSource } from './catalogue-types';

type Nyct = [line: string, route: string, from?: LatLng, to?: LatLng];

const NYCT: readonly Nyct[] = [
  ['IRT_BB', '1'],
  ['IRT_LX', '6', [40.7132, -74.0041], [40.8042, -73.9376]],
  ['IRT_FL', '7'],
  ['IRT_PL', '6', [40.8102, -73.9261], [40.8526, -73.8281]],
  ['IRT_JR', '4', [40.8184, -73.9273], [40.8861, -73.8788]],
  ['IRT_WP', '2', [40.8162, -73.9178], [40.9031, -73.8506]],
  ['IRT_EP', '3', [40.6931, -73.9899], [40.6662, -73.8841]],
  ['IRT_DA', '5', [40.8418, -73.8733], [40.8883, -73.8308]],
  ['BMT_CN', 'L'],
  ['BMT_JM', 'J'],
  ['BMT_MY', 'M', [40.6972, -73.9353], [40.7114, -73.8896]],
  ['BMT_FA', 'R', [40.6906, -73.9818], [40.6166, -74.0309]],
  ['BMT_SB', 'N', [40.6414, -74.0179], [40.5774, -73.9812]],
  ['BMT_WE', 'D', [40.6552, -74.0036], [40.5774, -73.9812]],
  ['BMT_BR', 'Q', [40.6615, -73.9622], [40.5774, -73.9812]],
  ['BMT_AS', 'N', [40.7507, -73.9402], [40.775, -73.912]],
  ['IND_EA', 'A', [40.8681, -73.9199], [40.6923, -73.9872]],
  ['IND_SA', 'F', [40.7638, -73.9772], [40.7323, -74.0005]],
  ['IND_QB', 'E'],
  ['IND_CC', 'D', [40.8247, -73.9446], [40.8748, -73.8789]],
  ['IND_CT', 'G'],
  ['IND_FS', 'C', [40.6923, -73.9872], [40.6754, -73.8722]],
  ['IND_RK', 'S'],
  ['IND_CU', 'F', [40.6923, -73.9872], [40.5774, -73.9812]],
];

/** Chain ends in feet, measured on the cut geometry (see docs/data.md). */
const LENGTH_FT: Readonly<Record<string, number>> = {
  IRT_BB: 77200,
  IRT_LX: 40100,
  IRT_FL: 54300,
  IRT_PL: 35700,
  IRT_JR: 29200,
  IRT_WP: 41400,
  IRT_EP: 34700,
  IRT_DA: 21000,
  BMT_CN: 53500,
  BMT_JM: 70200,
  BMT_MY: 14500,
  BMT_FA: 32100,
  BMT_SB: 28000,
  BMT_WE: 32200,
  BMT_BR: 37400,
  BMT_AS: 13100,
  IND_EA: 75600,
  IND_SA: 14700,
  IND_QB: 83300,
  IND_CC: 30500,
  IND_CT: 55400,
  IND_FS: 35000,
  IND_RK: 14900,
  IND_CU: 49300,
};

export const NYCT_SOURCES: readonly LineSource[] = NYCT.map(([line, route, from, to]) => ({
  line,
  minChain: 0,
  maxChain: LENGTH_FT[line],
  source: { kind: 'file', file: 'nyc-subway', feature: route, ...(from && to ? { from, to } : {}) },
}));
