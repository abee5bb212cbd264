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

