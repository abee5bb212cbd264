/**
 * Structure attribute of chain points (spec 001 section 3: AERIAL, BALLAST, BRIDGE, SLAB, SUBWAY;
 * New York: Subway, Elevated, At Grade, Embankment, Open Cut, Viaduct). No source gives real
 * structure for these lines, so it is derived by deterministic rules per system: known tunnel
 * areas (downtown cores, the Transbay Tube, Manhattan) are underground, and the rest of a line is
 * cut into sections of varying length whose structure is drawn by weight from a seed of the
 * customer and line, so both directions of a line agree and every run draws the same sections.
 */
import { createRng } from '../seed/prng';
import { distanceM, type LonLat } from './geo';

/** Structure values of every system but New York. */
export const STRUCTURES = ['AERIAL', 'BALLAST', 'BRIDGE', 'SLAB', 'SUBWAY'] as const;
/** Structure values of the New York subway. */
export const NYCT_STRUCTURES = ['Subway', 'Elevated', 'At Grade', 'Embankment', 'Open Cut', 'Viaduct'] as const;

/** An area where a system runs underground: centre [lon, lat] and radius. */
interface Zone {
  centre: LonLat;
  radiusM: number;
}

interface StructureRule {
  underground: string;
  zones: readonly Zone[];
  weights: ReadonlyArray<readonly [string, number]>;
  /** Mean section length in metres. */
  sectionM: number;
}

const zone = (lat: number, lon: number, radiusM: number): Zone => ({ centre: [lon, lat], radiusM });
const SURFACE: StructureRule['weights'] = [['BALLAST', 6], ['SLAB', 2], ['AERIAL', 1], ['BRIDGE', 0.4]];

const RULES: Readonly<Record<string, StructureRule>> = {
  BART: {
    underground: 'SUBWAY',
    // Market St and Mission St subways, the Transbay Tube, downtown Oakland, Berkeley, Berkeley Hills tunnel.
    zones: [zone(37.783, -122.405, 2600), zone(37.748, -122.419, 1900), zone(37.803, -122.345, 3300), zone(37.806, -122.27, 1100), zone(37.866, -122.268, 1700), zone(37.86, -122.205, 1800)],
    weights: [['AERIAL', 4], ['BALLAST', 5], ['SLAB', 1], ['BRIDGE', 0.4]],
    sectionM: 1400,
  },
  NYCT: {
    underground: 'Subway',
    zones: [zone(40.752, -73.985, 7000), zone(40.692, -73.985, 2500), zone(40.745, -73.93, 2200)],
    weights: [['Elevated', 5], ['Subway', 3], ['Embankment', 1], ['Open Cut', 1], ['At Grade', 0.6], ['Viaduct', 0.6]],
    sectionM: 1100,
  },
  SKYTRAIN: { underground: 'SUBWAY', zones: [zone(49.283, -123.115, 1500)], weights: [['AERIAL', 6], ['BALLAST', 2], ['SLAB', 1], ['BRIDGE', 0.3]], sectionM: 1200 },
  ETS: { underground: 'SUBWAY', zones: [zone(53.543, -113.493, 1300), zone(53.523, -113.525, 700)], weights: [['BALLAST', 7], ['SLAB', 1], ['AERIAL', 0.5], ['BRIDGE', 0.4]], sectionM: 1000 },
  OTRAIN: { underground: 'SUBWAY', zones: [zone(45.422, -75.697, 1600)], weights: [['BALLAST', 6], ['SLAB', 1], ['AERIAL', 1], ['BRIDGE', 0.4]], sectionM: 1000 },
  SOUNDTRANSIT: { underground: 'SUBWAY', zones: [zone(47.606, -122.334, 1700), zone(47.568, -122.31, 1200)], weights: [['AERIAL', 4], ['BALLAST', 3], ['SLAB', 2], ['BRIDGE', 0.3]], sectionM: 1300 },
  MBTA: { underground: 'SUBWAY', zones: [zone(42.356, -71.061, 2200), zone(42.38, -71.12, 1300)], weights: [['BALLAST', 5], ['SUBWAY', 1], ['SLAB', 1], ['AERIAL', 0.5], ['BRIDGE', 0.3]], sectionM: 900 },
  PRT: { underground: 'SUBWAY', zones: [zone(40.441, -80.0, 900)], weights: SURFACE, sectionM: 900 },
  'C-Train': { underground: 'SUBWAY', zones: [zone(51.045, -114.067, 500)], weights: SURFACE, sectionM: 900 },
  JFK: { underground: 'SUBWAY', zones: [], weights: [['AERIAL', 8], ['BRIDGE', 0.5], ['SLAB', 0.5]], sectionM: 800 },
};
const DEFAULT_RULE: StructureRule = { underground: 'SUBWAY', zones: [], weights: SURFACE, sectionM: 1000 };

/** Section boundaries and structures of one line, drawn once per line. */
export interface StructurePlan {
  structureAt(point: LonLat, alongM: number): string;
}

/**
 * The structure plan of a line of `customer`, `lengthM` long. `seedKey` names the line (not the
 * direction), so every track of a line gets the same sections.
 */
export function structurePlan(customer: string, seedKey: string, lengthM: number): StructurePlan {
  const rule = RULES[customer] ?? DEFAULT_RULE;
  const rng = createRng(`structure:${customer}:${seedKey}`);
  const ends: number[] = [];
  const values: string[] = [];
  for (let at = 0; at < lengthM; ) {
    const value = rng.weighted(rule.weights);
    // Bridges are short; the other sections vary around the system's mean.
    const span = value === 'BRIDGE' || value === 'Viaduct' ? rng.between(80, 300) : rule.sectionM * rng.between(0.4, 1.6);
    at += span;
    ends.push(at);
    values.push(value);
  }
  return {
    structureAt(point, alongM) {
      if (rule.zones.some((z) => distanceM(point, z.centre) <= z.radiusM)) return rule.underground;
      const i = ends.findIndex((end) => alongM < end);
      return values[i === -1 ? values.length - 1 : i];
    },
  };
}
