/**
 * Figures the form shows while the user types, computed by the domain rules. The domain
 * functions throw for bad input (a half-typed field); here that means "nothing to show yet".
 */
import { availableTrackTime, BART_LINES, bartLength, isTime, type BartLineDef } from '@grindline/domain';

/** A non-negative number typed in a field, or null while it is not one. */
function milePoint(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Length in feet of a row (domain bartLength, spec 000 section 5.6), '' until both MPs are numbers. */
export function liveLength(from: string, to: string): string {
  const a = milePoint(from);
  const b = milePoint(to);
  return a === null || b === null ? '' : String(bartLength(a, b));
}

/** Available track time HH:MM (domain availableTrackTime, spec 000 section 9.4), '' until both times are HH:MM. */
export function liveTrackTime(start: string, stop: string): string {
  return isTime(start) && isTime(stop) ? availableTrackTime(start, stop) : '';
}

/** The chosen line's mile-point range, or null before a line is chosen. */
export function lineRange(line: string): BartLineDef | null {
  return BART_LINES.find((l) => l.name === line) ?? null;
}
