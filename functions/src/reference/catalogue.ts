/**
 * The track catalogue: every customer of spec 000 section 9.1 with its lines (from the domain
 * profiles), per line its directions (spec 001 section 7, getdirectionsv2) with their track ids,
 * the chain range in database units, and where the line's geometry comes from (docs/data.md).
 * Pure data: the Lambda handlers use it without touching the geometry files.
 */
import { bartTrackId, CUSTOMERS, customerProfile, NYCT_ALL_TRACK_IDS, trackId, type CustomerId } from '@grindline/domain';
import type { CatalogueDirection, CatalogueLine, CustomerCatalogue, LatLng, LineSource } from './catalogue-types';
import { pointResolution } from './linear-reference';
import { NYCT_SOURCES } from './sources-nyct';
import { BART_SOURCES, CTRAIN_SOURCES, ETS_SOURCES, JFK_SOURCES, MBTA_SOURCES, OTRAIN_SOURCES, PRT_SOURCES, SKYTRAIN_SOURCES, SOUNDTRANSIT_SOURCES, NCTD_SOURCES, GCRTA_SOURCES, SDMTS_SOURCES, VTA_SOURCES } from './sources-real';

const SOURCES: Readonly<Record<string, readonly LineSource[]>> = {
  BART: BART_SOURCES,
  SKYTRAIN: SKYTRAIN_SOURCES,
  ETS: ETS_SOURCES,
  OTRAIN: OTRAIN_SOURCES,
  'C-Train': CTRAIN_SOURCES,
  PRT: PRT_SOURCES,
  JFK: JFK_SOURCES,
  MBTA: MBTA_SOURCES,
  SOUNDTRANSIT: SOUNDTRANSIT_SOURCES,
  NCTD: NCTD_SOURCES,
  SDMTS: SDMTS_SOURCES,
  VTA: VTA_SOURCES,
  GCRTA: GCRTA_SOURCES,
  NYCT: NYCT_SOURCES,
};

/** City centres, for a line a profile gains before the catalogue names its geometry. */
const CITY: Readonly<Record<CustomerId, LatLng>> = {
  ETS: [53.5461, -113.4938], SOUNDTRANSIT: [47.6062, -122.3321], PRT: [40.4406, -79.9959], MBTA: [42.3601, -71.0589],
  BART: [37.8044, -122.2712], SKYTRAIN: [49.2827, -123.1207], JFK: [40.6413, -73.7781], SDMTS: [32.7157, -117.1611],
  NYCT: [40.7128, -74.006], NCTD: [33.1959, -117.3795], OTRAIN: [45.4215, -75.6972], VTA: [37.3382, -121.8863],
  GCRTA: [41.4993, -81.6944], 'C-Train': [51.0447, -114.0719],
};

/** A 10 km generated line from the city centre, for a profile line the sources do not name. */
function fallbackSource(customer: CustomerId, line: string, index: number): LineSource {
  const p = customerProfile(customer);
  const metresPerUnit = p.lengthMultiplier * (p.lengthUnit === 'feet' ? 0.3048 : 1);
  const { step, tenthChain } = pointResolution(customer);
  const perChain = tenthChain ? 10 : 1;
  const maxChain = Math.max(step, Math.round(((10000 / metresPerUnit) * p.dbMultiplier * perChain) / step) * step) / perChain;
  const [lat, lng] = CITY[customer];
  const angle = (index * 67 * Math.PI) / 180;
  const end: LatLng = [lat + 0.09 * Math.cos(angle), lng + (0.09 * Math.sin(angle)) / Math.cos((lat * Math.PI) / 180)];
  return { line, minChain: 0, maxChain, source: { kind: 'generated', anchors: [[lat, lng], end] } };
}

/** Track id of a direction: BART and NYCT rules, else the generic rule (CONFEDERATION reversed). */
export function catalogueTrackId(customer: string, line: string, direction: string): string {
  if (customer === 'BART') return bartTrackId(line, direction);
  if (customer === 'NYCT') return `${line}_${direction}`;
  return trackId(line, direction);
}

function buildCatalogue(customer: CustomerId): CustomerCatalogue {
  const p = customerProfile(customer);
  const sources = SOURCES[customer] ?? [];
  const lines: CatalogueLine[] = p.lines.map((def, i) => {
    const src = sources.find((s) => s.line === def.name) ?? fallbackSource(customer, def.name, i);
    const minChain = def.minChain ?? src.minChain;
    const maxChain = def.maxChain ?? src.maxChain;
    const directions: CatalogueDirection[] = def.directions.map((direction) => ({
      direction,
      trackId: catalogueTrackId(customer, def.name, direction),
      minChain,
      maxChain,
    }));
    return {
      name: def.name,
      ...(customer === 'NYCT' ? { division: def.name.split('_')[0] } : {}),
      minChain,
      maxChain,
      directions,
      source: src.source,
    };
  });
  return {
    customer,
    referenceLabel: p.referenceLabel,
    lengthUnit: p.lengthUnit,
    dbMultiplier: p.dbMultiplier,
    tenthChain: p.tenthChain,
    lines,
    ...(customer === 'NYCT' ? { otherTrackIds: [...NYCT_ALL_TRACK_IDS] } : {}),
  };
}

const CATALOGUE: ReadonlyMap<string, CustomerCatalogue> = new Map(CUSTOMERS.map((c) => [c, buildCatalogue(c)]));

/** The catalogue of every customer, in the spec's order. */
export function trackCatalogue(): CustomerCatalogue[] {
  return [...CATALOGUE.values()];
}

/** One customer's catalogue, or undefined for an unknown customer. */
export function customerCatalogue(customer: string): CustomerCatalogue | undefined {
  return CATALOGUE.get(customer);
}
