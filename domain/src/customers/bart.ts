/** Bay Area rapid-transit constants (spec 000 sections 9.2 and 9.4). */

/** A BART line and its mile-point range. */
export interface BartLineDef {
  name: string;
  /** Lowest and highest mile point of the line (MP, not chain). */
  minMp: number;
  maxMp: number;
}

/**
 * The ranges of spec 000 section 9.4 are chain values (chain = round(10 * MP)): A '0 to 248' is
 * MP 0.0 to 24.8, and L '233 to 113' is MP 11.3 to 23.3 (min and max by value). The spec does
 * not give K: we use MP 0.0 to 6.0.
 */
const CHAIN_RANGES: ReadonlyArray<[string, number, number]> = [
  ['A', 0, 248],
  ['C', 0, 286],
  ['K', 0, 60],
  ['L', 233, 113],
  ['M', 0, 167],
  ['R', 26, 126],
  ['S', 0, 40],
  ['W', 0, 79],
  ['Y', 0, 8],
];

/** BART lines with their mile-point ranges (spec 000 section 9.4). */
export const BART_LINES: readonly BartLineDef[] = CHAIN_RANGES.map(([name, a, b]) => ({
  name,
  minMp: Math.min(a, b) / 10,
  maxMp: Math.max(a, b) / 10,
}));

/** Track directions (spec 000 section 9.4). */
export const BART_DIRECTIONS = ['1', '2'] as const;
/** Segment types (spec 000 section 9.4). */
export const BART_SEGMENT_TYPES = ['Open Track', 'Switch'] as const;
/** Grinder types (spec 000 section 9.4). */
export const BART_GRINDER_TYPES = ['5062', '5063', 'LRG-7', '2103'] as const;
/** Stone types (spec 000 section 9.4). */
export const BART_STONE_TYPES = [
  'goli',
  '10" coarse',
  '10" coarse thin',
  '10" medium',
  '10" fine',
  '10" xf',
  '6" coarse',
  '6" fine',
] as const;
/** Rail profiles (spec 000 section 9.2). */
export const BART_PROFILES = ['HR', 'LOW', 'TAN-2 CPG', 'TAN-2 CPF', 'LOW-F', 'TAN-1 CPG-F'] as const;
/** Grind plan and spark blanket options, BART only (spec 000 section 9.2). */
export const BART_GRIND_PLANS = ['A', 'B', 'Other'] as const;
export const BART_SPARK_BLANKET = ['Yes', 'No'] as const;
/** The only shift type of a BART report (the form has no shift type). */
export const BART_SHIFT_TYPE = 'R-Regular';

/** The line's range; throws for a line BART does not have. */
export function bartLineRange(line: string): BartLineDef {
  const def = BART_LINES.find((l) => l.name === line);
  if (!def) throw new Error(`Unknown BART line "${line}"; expected one of ${BART_LINES.map((l) => l.name).join(', ')}`);
  return def;
}
