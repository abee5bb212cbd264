/** Numeric helpers shared by the rules. */

/**
 * Rounds half away from zero after removing binary noise (1.005 * 100 is 100.49999999999999
 * in floating point; the spec's 'rounded' means 101).
 */
export function round(x: number): number {
  const clean = Number(x.toPrecision(12));
  return Math.sign(clean) * Math.round(Math.abs(clean));
}

/** Rounds to `digits` decimals, half away from zero. */
export function roundTo(x: number, digits: number): number {
  const f = 10 ** digits;
  return round(x * f) / f;
}

/** Throws a clear error unless `value` is a finite number. */
export function assertFinite(value: unknown, name: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`${name} must be a finite number, got ${JSON.stringify(value)}`);
  }
}

/** Throws a clear error unless `value` is a finite number >= 0. */
export function assertNonNegative(value: unknown, name: string): asserts value is number {
  assertFinite(value, name);
  if (value < 0) throw new Error(`${name} must not be negative, got ${value}`);
}

const COUNT = new Intl.NumberFormat('en-US');

/**
 * A count with its noun in the right number, thousands grouped: `countOf(1, 'address', 'addresses')`
 * is '1 address', `countOf(3, 'row')` is '3 rows', `countOf(1401, 'write')` is '1,401 writes'.
 * The plural defaults to the singular plus 's'.
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${COUNT.format(n)} ${n === 1 ? singular : plural}`;
}

const FIGURE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A quantity as a person reads it: thousands grouped, at most three decimals ('278,985', '52.838'). */
export function formatFigure(n: number): string {
  return FIGURE.format(n);
}

const FIXED = [0, 1, 2, 3].map((digits) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));

/**
 * A quantity to exactly `digits` decimals (0 to 3), thousands grouped: a column of distances whose
 * figures line up ('10.160' under '46.029', not '10.16').
 */
export function formatFixed(n: number, digits: 0 | 1 | 2 | 3): string {
  return FIXED[digits]!.format(n);
}
