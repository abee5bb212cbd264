/** Bay Area rapid-transit rules (spec 000 sections 5.6 and 9.4). */
import { BART_DIRECTIONS, bartLineRange } from '../customers/bart';
import { assertNonNegative, round } from './numbers';

/** Feet per mile point (spec 000 section 9.4, spec 001 section 9). */
export const FEET_PER_MILE = 5280;

/** Track id: the line plus _1 for direction 1, otherwise _2 (spec 000 section 9.4). */
export function bartTrackId(line: string, direction: string | number): string {
  bartLineRange(line);
  if (!(BART_DIRECTIONS as readonly string[]).includes(String(direction))) {
    throw new Error(`BART direction must be 1 or 2, got ${JSON.stringify(direction)}`);
  }
  return `${line}_${String(direction) === '1' ? 1 : 2}`;
}

/** Length in feet between two mile points: round(5280 * |to - from|) (spec 000 section 5.6). */
export function bartLength(from: number, to: number): number {
  assertNonNegative(from, 'Begin MP');
  assertNonNegative(to, 'End MP');
  return round(FEET_PER_MILE * Math.abs(to - from));
}

