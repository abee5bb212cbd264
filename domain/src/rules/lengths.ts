/** Grind lengths and per-shift totals (spec 000 sections 5.2, 5.4, 5.7). */
import { customerProfile } from '../customers/customer-profile';
import { assertFinite, assertNonNegative, round } from './numbers';

/**
 * Length of a grind entry: round(|to - from| * the customer's length multiplier), in the
 * customer's length unit (spec 000 section 5.2; 'no customer' has multiplier 1). SKYTRAIN 10 to
 * 14 is 100. The multiplication happens before rounding so that a 0.25 mile-post entry is
 * 1320 feet, not 0.
 */
export function grindLength(customer: string | null, from: number, to: number): number {
  assertFinite(from, 'from');
  assertFinite(to, 'to');
  const multiplier = customer === null ? 1 : customerProfile(customer).lengthMultiplier;
  return round(Math.abs(to - from) * multiplier);
}

/** A row that counts towards pass feet. */
export interface PassRow {
  passesLeft: number;
  passesRight: number;
  length: number;
}

/**
 * Pass feet: the sum over rows of the larger of left and right passes times the length
 * (spec 000 section 5.4). Throws for negative or non-numeric values.
 */
export function passFeet(rows: readonly PassRow[]): number {
  return rows.reduce((sum, row, i) => {
    assertNonNegative(row.passesLeft, `rows[${i}].passesLeft`);
    assertNonNegative(row.passesRight, `rows[${i}].passesRight`);
    assertNonNegative(row.length, `rows[${i}].length`);
    return sum + Math.max(row.passesLeft, row.passesRight) * row.length;
  }, 0);
}

/** A row with a length and its complete status, as boolean or as the forms' text. */
export interface StatusRow {
  length: number;
  complete?: boolean;
  completed?: 'complete' | 'incomplete';
}

/** Completed and incompleted length of a shift (spec 000 sections 3.5 and 3.6). */
export function feetTotals(rows: readonly StatusRow[]): { feetComp: number; feetIncomp: number } {
  let feetComp = 0;
  let feetIncomp = 0;
  rows.forEach((row, i) => {
    assertNonNegative(row.length, `rows[${i}].length`);
    const done = row.complete ?? (row.completed === undefined ? undefined : row.completed === 'complete');
    if (done === undefined) throw new Error(`rows[${i}] has no complete status`);
    if (done) feetComp += row.length;
    else feetIncomp += row.length;
  });
  return { feetComp, feetIncomp };
}

/** A subway position: station chain plus feet (feet at most 2 digits, spec 000 section 5.7). */
export interface StationPosition {
  chain: number;
  feet: number;
}

function stationFeet({ chain, feet }: StationPosition, name: string): number {
  assertNonNegative(chain, `${name}.chain`);
  assertNonNegative(feet, `${name}.feet`);
  if (feet > 99) throw new Error(`${name}.feet must have at most 2 digits, got ${feet}`);
  return chain * 100 + feet;
}

/** Subway length: round(|(chain*100 + feet) of to - that of from|) (spec 000 section 5.7). */
export function nyctLength(from: StationPosition, to: StationPosition): number {
  return round(Math.abs(stationFeet(to, 'to') - stationFeet(from, 'from')));
}

/** A subway position as sent to the server: chain + feet/100, 2 decimals (spec 000 7.3). */
export function stationValue(position: StationPosition): number {
  return round(stationFeet(position, 'position')) / 100;
}
