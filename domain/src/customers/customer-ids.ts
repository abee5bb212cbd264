/**
 * Customer ids (spec 000 sections 1 and 9.1), derived from the profiles so that adding a
 * customer is adding its profile.
 */
import { PROFILES } from './profiles';

/** One of {@link CUSTOMERS}. */
export type CustomerId = keyof typeof PROFILES;

/** Every customer id, in the order of spec 000 section 9.1. */
export const CUSTOMERS = Object.keys(PROFILES) as [CustomerId, ...CustomerId[]];

/** Type guard: whether `id` is a known customer id (case-sensitive). */
export function isCustomerId(id: unknown): id is CustomerId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(PROFILES, id);
}

/** The customer id `text` names in any case ('bart', 'c-train'), trimmed; null when none. */
export function customerIdOf(text: string): CustomerId | null {
  const wanted = text.trim().toLowerCase();
  return CUSTOMERS.find((id) => id.toLowerCase() === wanted) ?? null;
}

/**
 * Sites offered in the Maps menu, in the order of spec 002 section 6 (BART, SKYTRAIN, ETS,
 * SOUNDTRANSIT, MBTA, JFK, SDMTS, NYCT, NCTD, OTRAIN, VTA, GCRTA); PRT and C-Train have no map.
 */
export const MAP_SITES: readonly CustomerId[] = CUSTOMERS.filter((id) => PROFILES[id].mapMenu !== null).sort(
  (a, b) => (PROFILES[a].mapMenu ?? 0) - (PROFILES[b].mapMenu ?? 0),
);
