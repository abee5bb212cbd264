/**
 * Query parameters shared by the dashboard routes, and the sites a query reads.
 */
import { z } from 'zod';
import { customerProfile, isCustomerId, isMultiSite } from '@grindline/domain';
import { assertSite } from '../../lib/authorize';
import type { Caller } from '../../lib/create-handler';
import { ForbiddenError } from '../../lib/errors';
import { isoDateParam } from '../../lib/validate';

/** The `site` value meaning every site the caller may see. */
export const ALL_SITES = 'ALL';

/** A required `site`: a customer id. */
export const siteParam = z
  .string({ error: 'site is required' })
  .trim()
  .min(1, 'site is required')
  .refine((site) => site === ALL_SITES || isCustomerId(site), { message: 'site must be a customer id such as BART' });

/** startDate..endDate, both required, in order. */
export const dateRangeShape = { startDate: isoDateParam('startDate'), endDate: isoDateParam('endDate') };
export const inOrder = (q: { startDate: string; endDate: string }) => q.startDate <= q.endDate;
export const IN_ORDER = { message: 'startDate must be on or before endDate', path: ['startDate'] };

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
