import { CUSTOMERS, isCustomerId } from './customer-ids';
import { PROFILES } from './profiles';
import type { CustomerProfile, LineDef } from './types';

/**
 * The profile of a customer (spec 000 section 9.1 and its lists). Throws for an unknown id,
 * never guessing a default: a wrong multiplier would store wrong lengths.
 */
export function customerProfile(id: string): CustomerProfile {
  if (!isCustomerId(id)) {
    throw new Error(`Unknown customer "${id}"; expected one of ${CUSTOMERS.join(', ')}`);
  }
  return PROFILES[id];
}

/** The symbol of a length unit as tables and sentences write it: 'ft' or 'm'. */
export function lengthSymbol(unit: CustomerProfile['lengthUnit']): 'ft' | 'm' {
  return unit === 'meters' ? 'm' : 'ft';
}

/** The symbol of a site's length unit (spec 000 section 9.1); 'ft' for a name that is no customer. */
export function siteLengthSymbol(site: string): 'ft' | 'm' {
  return isCustomerId(site) ? lengthSymbol(PROFILES[site].lengthUnit) : 'ft';
}


/**
 * Whether a site's reports record spark minutes. BART's form has no such field (spec 000 section
 * 2.7) and its reports store 0, so a figure made from them would read as zero sparking, not as
 * unknown: screens leave spark minutes out for such a site, or say it does not record them.
 */
export function recordsSparkMinutes(site: string): boolean {
  return !isCustomerId(site) || PROFILES[site].variant !== 'bart';
}

/**
 * Whether a site's form asks the shift type (Regular, Stand By...). BART's and NYCT's forms do not
 * (spec 000 sections 2.7, 2.8): their reports store 'R-Regular' for every shift, which a screen
 * would show as if someone had chosen it, so screens leave the shift type out for such a site.
 */
export function recordsShiftType(site: string): boolean {
  return !isCustomerId(site) || (PROFILES[site].variant !== 'bart' && PROFILES[site].variant !== 'nyct');
}

/** What {@link reportRecordsSparkMinutes} and {@link reportRecordsShiftType} read of a stored report. */
interface FiledWith {
  site: string;
  form?: 'second-flow';
}

/**
 * Whether one stored report's form asked its spark minutes: its site's does, and it was not filed
 * by the second flow (SOUNDTRANSIT, NCTD), which stores 0 without asking.
 */
export function reportRecordsSparkMinutes(report: FiledWith): boolean {
  return recordsSparkMinutes(report.site) && report.form !== 'second-flow';
}

/** Whether one stored report's form asked its shift type: its site's does, and not the second flow, which stores 'R-Regular'. */
export function reportRecordsShiftType(report: FiledWith): boolean {
  return recordsShiftType(report.site) && report.form !== 'second-flow';
}

/** The note a chart or table gives in place of a site's spark minutes: "BART's reports do not record spark minutes." */
export function sparkMinutesNote(sites: readonly string[]): string {
  const without = sites.filter((s) => !recordsSparkMinutes(s));
  if (without.length === 0) return '';
  const names = without.length === 1 ? `${without[0]}'s` : `${without.slice(0, -1).join(', ')} and ${without[without.length - 1]}'s`;
  return `${names} reports do not record spark minutes.`;
}
