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

