/**
 * Filter rules of the map panels (spec 001 sections 2.3, 4, 5 and 9): the date slider, the
 * pass range, the chain range defaults and the acceleration thresholds.
 */
import { isIsoDate } from '../rules/dates';

/** Default date range start: 1 Jan 2020 (the end defaults to today). */
export const DEFAULT_MAP_FROM = '2020-01-01';
/** Pass slider: 0 to 50 in steps of 5. */
export const PASS_RANGE = { min: 0, max: 50, step: 5 } as const;
/** Chain range defaults before the site multiplier: 0 to 50000, 500000 on the base layer. */
export const CHAIN_DEFAULTS = { from: 0, to: 50000, baseTo: 500000 } as const;

/** The months of the date slider, 'YYYY-MM', from January 2018 to the month of `today`. */
export function sliderMonths(today: string): string[] {
  if (!isIsoDate(today)) throw new Error(`today must be YYYY-MM-DD, got ${JSON.stringify(today)}`);
  const [ty, tm] = today.split('-').map(Number);
  const months: string[] = [];
  for (let y = 2018, m = 1; y < ty || (y === ty && m <= tm); m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return months;
}

/** A slider start month snaps to its day 1. */
export function sliderStart(month: string): string {
  return `${month}-01`;
}

/**
 * A slider end month snaps to its day 31 (spec 001 section 2.3); a month without a 31st ends on
 * its last day, so the date stays a real one.
 */
export function sliderEnd(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(31, last)).padStart(2, '0')}`;
}

/** Index of the slider month holding `date`, clamped to the slider. */
export function sliderIndex(months: readonly string[], date: string): number {
  const i = months.indexOf(date.slice(0, 7));
  if (i >= 0) return i;
  return date.slice(0, 7) < months[0] ? 0 : months.length - 1;
}

/**
 * A chain-range input in the site's units turned into database chain (spec 001 section 5): a
 * blank or unreadable value means the default, and the value is multiplied by the site multiplier.
 */
export function chainBound(input: string, fallback: number, multiplier: number): number {
  const text = input.trim();
  const value = text === '' ? Number.NaN : Number(text);
  return (Number.isFinite(value) ? value : fallback) * multiplier;
}

/** Today as 'YYYY-MM-DD' (UTC). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
