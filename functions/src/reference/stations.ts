/**
 * The named stations of a site's lines (docs/data.md 'Stations'): which stations of the reference
 * data may lie on a catalogue line. Pure data, like the catalogue: the base-layer handler places
 * them on the stored tracks (maps/stations.ts), which keeps only those near the line.
 */
import type { CatalogueLine, StationSource } from './catalogue-types';
import { NYCT_STATIONS } from './stations-nyct';
import { BART_STATIONS_NAMED, ETS_STATIONS, OTRAIN_STATIONS, SKYTRAIN_STATIONS } from './stations-real';

const SITE_STATIONS: Readonly<Record<string, readonly StationSource[]>> = {
  BART: BART_STATIONS_NAMED,
  SKYTRAIN: SKYTRAIN_STATIONS,
  ETS: ETS_STATIONS,
  OTRAIN: OTRAIN_STATIONS,
  NYCT: NYCT_STATIONS,
};

/** The sites with named stations in the reference data (the others are generated lines: none). */
export const SITES_WITH_STATIONS: readonly string[] = Object.keys(SITE_STATIONS);

/**
 * The stations that may be on `line` of `site`: for NYCT those where the route whose shape draws
 * the line stops (a crossing line's stations are not this line's), elsewhere every station of the
 * site (nearness to the track decides).
 */
export function stationCandidates(site: string, line: CatalogueLine): readonly StationSource[] {
  const all = SITE_STATIONS[site] ?? [];
  if (site !== 'NYCT') return all;
  if (line.source.kind !== 'file') return [];
  const route = line.source.feature;
  return all.filter((s) => (s[3] ?? '').split(' ').includes(route));
}
