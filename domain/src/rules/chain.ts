/** Chain conversions and bounds (spec 000 sections 5.2 and 9.1). */
import { customerProfile } from '../customers/customer-profile';
import { isCustomerId } from '../customers/customer-ids';
import { stationLabel } from '../maps/site-map';
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


const REFERENCE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4, useGrouping: false });
// Mile posts are entered to the hundredth and read so, '21.60' beside '21.56', as the maps write them.
const MILE_POST = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4, useGrouping: false });

/**
 * A grind range's end as the site's people write it: NYCT's station as 'x + yy' (a stored 133.26
 * is station 133 and 26 ft, '133 + 26', as the map and the form write it), every other site's Mile
 * Post to the hundredth ('21.60'), Chain or Segment as its number ('1234.5').
 */
export function formatReference(site: string, value: number): string {
  assertFinite(value, 'reference value');
  const label = isCustomerId(site) ? customerProfile(site).referenceLabel : null;
  if (label === 'Station') return stationLabel(Math.round(value * 100));
  return (label === 'Mile Post' ? MILE_POST : REFERENCE).format(value);
}

/** ' (Mile Post)': the site's reference, to follow 'From' and 'To' in a column header; '' for a name that is no customer. */
export function referenceSuffix(site: string): string {
  return isCustomerId(site) ? ` (${customerProfile(site).referenceLabel})` : '';
}
