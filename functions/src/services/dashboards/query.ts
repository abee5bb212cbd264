/**
 * The sites a dashboard query reads, and their units. The queries themselves are the route
 * contracts' (@grindline/domain schemas/dashboards.ts).
 */
import { ALL_SITES, customerProfile, isCustomerId, isMultiSite } from '@grindline/domain';
import { assertSite } from '../../lib/authorize';
import type { Caller } from '../../lib/create-handler';
import { ForbiddenError } from '../../lib/errors';

/** The sites a query reads: every site of a multi-site caller for 'ALL', else the one asked (403 unless the caller's). */
export function sitesOf(caller: Caller, site: string): readonly string[] {
  if (site !== ALL_SITES) {
    assertSite(caller, site);
    return [site];
  }
  if (!isMultiSite(caller.access)) throw new ForbiddenError('You are not allowed to see every site');
  return caller.access.sites.filter(isCustomerId);
}

/** The units a site's dashboards show (spec 001 section 9). */
export const unitsOf = (site: string): 'Miles' | 'Kilometers' => (isCustomerId(site) ? customerProfile(site).unitsShown : 'Miles');
