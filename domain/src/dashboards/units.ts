/** Lengths in the units a site's dashboards show (spec 001 section 9: Miles for feet, else Kilometers). */
import { customerProfile } from '../customers/customer-profile';
import { isCustomerId } from '../customers/customer-ids';
import { FEET_PER_MILE } from '../rules/bart';

/** Miles (feet sites) or kilometres (metre sites) of a length stored in the site's length unit. */
export function distanceOf(site: string, length: number): number {
  const metric = isCustomerId(site) && customerProfile(site).lengthUnit === 'meters';
  return metric ? length / 1000 : length / FEET_PER_MILE;
}

/** 'Miles' or 'Kilometers'. */
export function unitsLabel(site: string): 'Miles' | 'Kilometers' {
  return isCustomerId(site) ? customerProfile(site).unitsShown : 'Miles';
}

/** ' mi' or ' km', for tooltips. */
export const unitSuffix = (site: string): string => (unitsLabel(site) === 'Miles' ? ' mi' : ' km');
