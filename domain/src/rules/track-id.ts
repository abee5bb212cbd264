/** Generic track ids (spec 000 section 9.2). */
import { CUSTOMERS } from '../customers/customer-ids';
import { PROFILES } from '../customers/profiles';

/** Lines whose _1 and _2 tracks are swapped, from the profiles (CONFEDERATION). */
const REVERSED_LINES: ReadonlySet<string> = new Set(
  CUSTOMERS.flatMap((id) => PROFILES[id].lines.filter((l) => l.reversed).map((l) => l.name.toUpperCase())),
);

const FIRST = new Set(['EB', 'SB', 'OB', '1']);
const THIRD = new Set(['TB']);

/**
 * Track id of a line and direction (spec 000 section 9.2): the capital letters of the line name
 * plus _1 for EB, SB, OB or 1; _3 for TB; _2 for WB, NB, IB and anything else. On a reversed line
 * (CONFEDERATION) _1 and _2 swap. SouthLine NB is SL_2. Throws when the line name has no capital
 * letter or the direction is blank.
 */
export function trackId(lineName: string, direction: string | number): string {
  const letters = typeof lineName === 'string' ? lineName.replace(/[^A-Z]/g, '') : '';
  if (letters === '') throw new Error(`Line name ${JSON.stringify(lineName)} has no capital letters to build a track id from`);
  const dir = String(direction ?? '').trim().toUpperCase();
  if (dir === '') throw new Error(`Direction is required to build the track id of ${lineName}`);
  let suffix = THIRD.has(dir) ? 3 : FIRST.has(dir) ? 1 : 2;
  if (suffix !== 3 && REVERSED_LINES.has(lineName.trim().toUpperCase())) suffix = suffix === 1 ? 2 : 1;
  return `${letters}_${suffix}`;
}
