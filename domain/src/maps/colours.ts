/** Colour bands and thresholds of the maps (spec 001 section 9). */
import { assertFinite, roundTo } from '../rules/numbers';

export type BandColour = 'blue' | 'green' | 'yellow' | 'orange' | 'red';

/**
 * Tonnage band (spec 001 section 9): 0-5 blue, 5-10 green, 10-11 yellow, 11-17.5 orange,
 * 17.5 and above red. Each band includes its lower edge: 5 is green, 17.5 is red.
 * Throws for a negative or non-numeric tonnage.
 */
export function tonnageColour(mgt: number): BandColour {
  assertFinite(mgt, 'tonnage (MGT)');
  if (mgt < 0) throw new Error(`tonnage (MGT) must not be negative, got ${mgt}`);
  if (mgt < 5) return 'blue';
  if (mgt < 10) return 'green';
  if (mgt < 11) return 'yellow';
  if (mgt < 17.5) return 'orange';
  return 'red';
}

/**
 * Noise colour (spec 001 section 9). Compare mode (difference of two dates): above 5 red, below
 * -5 green, else orange. Single date: above 85 red, above 80 orange, else green. Edges belong to
 * the milder band: 85 is orange, 80 green, 5 and -5 orange.
 */
export function noiseColour(value: number, mode: 'single' | 'compare'): BandColour {
  assertFinite(value, 'noise');
  if (mode === 'compare') {
    if (value > 5) return 'red';
    if (value < -5) return 'green';
    return 'orange';
  }
  if (mode === 'single') {
    if (value > 85) return 'red';
    if (value > 80) return 'orange';
    return 'green';
  }
  throw new Error(`noise mode must be 'single' or 'compare', got ${JSON.stringify(mode)}`);
}

/**
 * TCI colour (spec 001 section 9, 'as given'): above 11.6 red, above 9 orange, above 5 green
 * (the spec's 'above 7.7 and above 5' are both green, so 7.7 changes nothing), else blue.
 * Edges belong to the lower band: 11.6 is orange, 9 green, 5 blue.
 */
export function tciColour(value: number): BandColour {
  assertFinite(value, 'TCI');
  if (value > 11.6) return 'red';
  if (value > 9) return 'orange';
  if (value > 5) return 'green';
  return 'blue';
}

/** Where the green, yellow, orange and red bands start per test-site metric (spec 001 section 9). */
export const TEST_SITE_BANDS: Readonly<Record<'sdi' | 'cqi' | 'pqi', readonly [number, number, number, number]>> = {
  sdi: [0, 1.5, 3, 6],
  cqi: [4, 8, 12, 16],
  pqi: [4, 19, 48, 76],
};

/**
 * Test-site metric colour (spec 001 section 9): green from the first start, yellow from the
 * second, orange from the third, red from the fourth; a band starts at its edge (sdi 1.5 is
 * yellow). Below the green start the value is blue.
 */
export function testSiteColour(metric: 'sdi' | 'cqi' | 'pqi', value: number): BandColour {
  const bands = TEST_SITE_BANDS[metric];
  if (!bands || !Object.prototype.hasOwnProperty.call(TEST_SITE_BANDS, metric)) {
    throw new Error(`test-site metric must be sdi, cqi or pqi, got ${JSON.stringify(metric)}`);
  }
  assertFinite(value, metric);
  const [green, yellow, orange, red] = bands;
  if (value >= red) return 'red';
  if (value >= orange) return 'orange';
  if (value >= yellow) return 'yellow';
  if (value >= green) return 'green';
  return 'blue';
}

/** Upper limits of the green, yellow and orange acceleration bands. */
export interface AccelerationThresholds {
  green: number;
  yellow: number;
  orange: number;
}

/** Default acceleration thresholds (spec 001 sections 4 and 9). */
export const ACCELERATION_DEFAULTS: AccelerationThresholds = { green: 0.53, yellow: 0.74, orange: 0.95 };
/** The acceleration data date (spec 001 section 2.5). */
export const ACCELERATION_DATE = '2021-05-19';

/**
 * Acceleration colour: up to green is green, up to yellow yellow, up to orange orange, above
 * red (the thresholds are each band's maximum, spec 001 section 9).
 */
export function accelerationColour(value: number, thresholds: AccelerationThresholds = ACCELERATION_DEFAULTS): BandColour {
  assertFinite(value, 'acceleration');
  if (value <= thresholds.green) return 'green';
  if (value <= thresholds.yellow) return 'yellow';
  if (value <= thresholds.orange) return 'orange';
  return 'red';
}

/** The p-th percentile (0-100) of `values`, linear between closest ranks. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be between 0 and 100, got ${p}`);
  values.forEach((v, i) => assertFinite(v, `values[${i}]`));
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
}

/**
 * Acceleration thresholds recomputed from the loaded data as its 25th, 50th and 75th
 * percentiles, rounded to 2 decimals (spec 001 section 4). With no data the defaults stay.
 */
export function accelerationThresholds(values: readonly number[]): AccelerationThresholds {
  if (values.length === 0) return { ...ACCELERATION_DEFAULTS };
  return {
    green: roundTo(percentile(values, 25), 2),
    yellow: roundTo(percentile(values, 50), 2),
    orange: roundTo(percentile(values, 75), 2),
  };
}

/** Structure colours of the base layer (spec 001 section 9). */
export const STRUCTURE_COLOURS = {
  AERIAL: 'cyan',
  BALLAST: 'green',
  BRIDGE: 'blue',
  SLAB: 'yellow',
  SUBWAY: 'red',
} as const;
export type Structure = keyof typeof STRUCTURE_COLOURS;
/** Fire-zone highlight (spec 001 section 9). */
export const FIRE_ZONE_COLOUR = 'orangered';

/** How grind segments are drawn (spec 001 section 2.1): completed green and thicker, incomplete red and half opaque. */
export const GRIND_SEGMENT_STYLE = {
  complete: { colour: 'green', weight: 4, opacity: 1 },
  incomplete: { colour: 'red', weight: 2, opacity: 0.5 },
} as const;

/** CQI quantiles of the data-collection chart, default 0.65 (spec 001 section 9). */
export const CQI_QUANTILES = [0.65, 0.75, 0.85, 0.95] as const;
export const DEFAULT_CQI_QUANTILE = 0.65;

/**
 * Structure colours of the other sites' base layers (spec 001 section 3 names NYCT's structures;
 * section 9 gives colours only for BART's five, so these follow them by kind: underground red,
 * elevated cyan like aerial, at grade green like ballast, viaduct blue like bridge, ours beyond).
 */
export const OTHER_STRUCTURE_COLOURS: Readonly<Record<string, string>> = {
  SUBWAY: 'red',
  ELEVATED: 'cyan',
  'AT GRADE': 'green',
  EMBANKMENT: 'olive',
  'OPEN CUT': 'yellow',
  VIADUCT: 'blue',
};

/** Colour of any structure on the map: BART's section 9 colours, else the table above, else grey. */
export function mapStructureColour(structure: string): string {
  const key = String(structure ?? '').trim().toUpperCase();
  if (Object.prototype.hasOwnProperty.call(STRUCTURE_COLOURS, key)) return STRUCTURE_COLOURS[key as Structure];
  return OTHER_STRUCTURE_COLOURS[key] ?? 'grey';
}

/** Colours of the Geometry filter type (spec 001 section 2.2 lists the values, not colours: ours). */
export const GEOMETRY_COLOURS: Readonly<Record<string, string>> = {
  Tangent: 'green',
  '500 Device': 'purple',
  'Guarded Curve': 'orange',
  'Unguarded Curve': 'gold',
  Switch: 'blue',
};

/** Colour of a geometry value; grey for one not in the list. */
export function geometryColour(geometry: string): string {
  return GEOMETRY_COLOURS[geometry] ?? 'grey';
}

/** Overview colours besides tonnage: fire zones orange-red (section 9), maintenance of way ours. */
export const MOW_COLOUR = 'magenta';

/**
 * The offline basemap under every layer (mf-maps basemap-style.ts): pale, low-saturation land and
 * water, so no basemap colour is mistaken for a band or structure colour (those are saturated:
 * red, green, blue, cyan, yellow), and the grey track context still stands out on both.
 */
export const BASEMAP_COLOURS = {
  land: '#f1f0ec',
  water: '#d9e3ea',
  /** Roads of a configured PMTiles basemap: lighter than the grey track context. */
  road: '#d4d2cc',
} as const;
