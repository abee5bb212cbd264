/** Chain conversions and bounds (spec 000 sections 5.2 and 9.1). */
import { customerProfile } from '../customers/customer-profile';
import { assertFinite } from './numbers';

/** Entered value of a database chain: chain / database multiplier. */
export function fromDbChain(customer: string, chain: number): number {
  assertFinite(chain, 'chain');
  return chain / customerProfile(customer).dbMultiplier;
}

/**
 * Whether value * database multiplier lies within the line's [min, max] chain, edges included
 * (spec 000 section 5.2, else 'entered chain is out of bounds').
 */
export function chainInBounds(customer: string, value: number, bounds: { min: number; max: number }): boolean {
  assertFinite(bounds.min, 'min chain');
  assertFinite(bounds.max, 'max chain');
  const chain = Number((value * customerProfile(customer).dbMultiplier).toPrecision(12));
  return chain >= Math.min(bounds.min, bounds.max) && chain <= Math.max(bounds.min, bounds.max);
}

/** Whether `value` is a whole multiple of `step` (within floating-point noise). */
export function isMultipleOf(value: number, step: number): boolean {
  assertFinite(value, 'value');
  if (!(step > 0)) throw new Error(`step must be a positive number, got ${step}`);
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

