/** Grinder types offered by the dashboards' grinder filter (spec 001 sections 2.10 and 7). */
import { ALL_SITES, customerProfile, isCustomerId, isMultiSite } from '@grindline/domain';
import { assertSite } from '../lib/authorize';
import type { Caller } from '../lib/create-handler';
import { ForbiddenError } from '../lib/errors';

/**
 * The grinder types of a site's customer profile, in the profile's order; for 'ALL', the union
 * over the caller's sites, sorted. A site without a customer profile has none.
 */
export function grindersFor(caller: Caller, site: string): string[] {
  if (site !== ALL_SITES) {
    assertSite(caller, site);
    return isCustomerId(site) ? [...customerProfile(site).grinderTypes] : [];
  }
  if (!isMultiSite(caller.access)) throw new ForbiddenError('You are not allowed to see every site');
  const all = new Set(caller.access.sites.filter(isCustomerId).flatMap((s) => customerProfile(s).grinderTypes));
  return [...all].sort();
}
