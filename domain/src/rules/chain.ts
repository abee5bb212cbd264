/** Chain and tenth-chain conversions and bounds (spec 000 sections 5.2, 7.3 and 9.1). */
import { customerProfile } from '../customers/customer-profile';
import { assertFinite, round } from './numbers';

/** Database chain of an entered value: round(value * database multiplier) (spec 000 9.1). */
export function toDbChain(customer: string, value: number): number {
  assertFinite(value, 'chain');
  return round(value * customerProfile(customer).dbMultiplier);
}

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

/** One stored chain point of a grind range. */
export interface ChainPoint {
  chain: number;
  /** Set for customers with tenth-chain storage (MBTA, BART). */
  tenthChain?: number;
}

/**
 * The chain points a range covers, as the old application stored them (spec 000 section 7.3):
 * one per database chain unit, or one per tenth chain for customers with tenth-chain storage
 * (BART: one per 0.01 MP, chain = round(10 x), tenth chain = round(100 x)). Order follows the
 * values from low to high. Throws for more than 100000 points (a typing error, not a range).
 */
export function chainPoints(customer: string, from: number, to: number): ChainPoint[] {
  assertFinite(from, 'from');
  assertFinite(to, 'to');
  const profile = customerProfile(customer);
  const scale = profile.dbMultiplier * (profile.tenthChain ? 10 : 1);
  const lo = round(Math.min(from, to) * scale);
  const hi = round(Math.max(from, to) * scale);
  if (hi - lo > 100000) throw new Error(`Range ${from} to ${to} covers more than 100000 chain points`);
  const points: ChainPoint[] = [];
  for (let unit = lo; unit <= hi; unit += 1) {
    points.push(profile.tenthChain ? { chain: round(unit / 10), tenthChain: unit } : { chain: unit });
  }
  return points;
}

/** Sample distance: round((to - from) / step / 1000) (spec 000 section 9.2). */
export function sampleDistance(from: number, to: number, step: number): number {
  assertFinite(from, 'from');
  assertFinite(to, 'to');
  assertFinite(step, 'step');
  if (step === 0) throw new Error('step must not be 0');
  return round((to - from) / step / 1000);
}
