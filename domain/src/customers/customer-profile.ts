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

/** A line of a customer; throws when the customer has no such line. */
export function customerLine(id: string, lineName: string): LineDef {
  const line = customerProfile(id).lines.find((l) => l.name === lineName);
  if (!line) throw new Error(`Customer ${id} has no line "${lineName}"`);
  return line;
}
