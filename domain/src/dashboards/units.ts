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

const METRES_PER_FOOT = 0.3048;

/** Feet of a length stored in the site's length unit (metres for metric sites): what a chart comparing sites in feet needs. */
export function feetOf(site: string, length: number): number {
  const metric = isCustomerId(site) && customerProfile(site).lengthUnit === 'meters';
  return metric ? length / METRES_PER_FOOT : length;
}

/** The word for lengths at a site: 'Feet' for feet sites, 'Metres' for metre sites, else 'Length'. */
export function lengthWord(site: string): 'Feet' | 'Metres' | 'Length' {
  if (!isCustomerId(site)) return 'Length';
  return customerProfile(site).lengthUnit === 'feet' ? 'Feet' : 'Metres';
}

/** A dashboard title in the site's units: 'Miles' becomes 'Kilometers' and 'Feet' 'Metres' for a metre site. */
export function titleInUnits(title: string, site: string): string {
  if (unitsLabel(site) === 'Miles') return title;
  return title.replace('Miles', 'Kilometers').replace('Feet', 'Metres');
}
