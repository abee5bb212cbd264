/**
 * The named stations of a site's lines (docs/data.md 'Stations'): which stations of the reference
 * data may lie on a catalogue line. Pure data, like the catalogue: the base-layer handler places
 * them on the stored tracks (maps/stations.ts), which keeps only those near the line.
 */
import type { CatalogueLine, StationSource } from './catalogue-types';
import { NYCT_STATIONS } from './stations-nyct';
import { BART_STATIONS } from './stations-bart';
import { SOUNDTRANSIT_STATIONS } from './stations-gtfs';
import { NCTD_STATIONS, SDMTS_STATIONS, VTA_STATIONS } from './stations-metro-memory';
import { JFK_STATIONS, MBTA_STATIONS, PRT_STATIONS } from './stations-railmap';
import { CTRAIN_STATIONS, ETS_STATIONS, OTRAIN_STATIONS, SKYTRAIN_STATIONS } from './stations-real';

const SITE_STATIONS: Readonly<Record<string, readonly StationSource[]>> = {
  BART: BART_STATIONS,
  SKYTRAIN: SKYTRAIN_STATIONS,
  ETS: ETS_STATIONS,
  OTRAIN: OTRAIN_STATIONS,
  'C-Train': CTRAIN_STATIONS,
  PRT: PRT_STATIONS,
  JFK: JFK_STATIONS,
  MBTA: MBTA_STATIONS,
  SOUNDTRANSIT: SOUNDTRANSIT_STATIONS,
  NCTD: NCTD_STATIONS,
  SDMTS: SDMTS_STATIONS,
  VTA: VTA_STATIONS,
  NYCT: NYCT_STATIONS,
};

/** The sites with named stations in the reference data (the one other site, GCRTA, has none: docs/data.md 'Stations'). */
export const SITES_WITH_STATIONS: readonly string[] = Object.keys(SITE_STATIONS);

/**
 * The stations that may be on `line` of `site`. A station that names its routes (NYCT: the
 * routes that stop there; SkyTrain: its lines) is a candidate only for a line drawn from one of
 * those routes' shapes, so a crossing or neighbouring line's stations are not this line's (the L's
 * at Union Square, not the 6's; VCC-Clark beside the Expo Line's track). A station without routes
 * is a candidate for every line of its site: nearness to the track decides.
 */
export function stationCandidates(site: string, line: CatalogueLine): readonly StationSource[] {
  const all = SITE_STATIONS[site] ?? [];
  const route = line.source.kind === 'file' ? line.source.feature : undefined;
  return all.filter((s) => s[3] === undefined || (route !== undefined && s[3].split(' ').includes(route)));
}
