/** Site choice and CSV availability of the daily stats filters (spec 001 sections 2.10, 5, 6). */
import { ALL_SITES, isMultiSite } from '@grindline/domain';
import type { Access } from '@grindline/domain';
import type { DailyStatsFilters } from '../types';
import { defaultDateRange } from './date-range';

export interface SiteOption {
  value: string;
  label: string;
}

/**
 * Options of the Site select, or null when the caller gets no selector: multi-site admins pick
 * 'All sites' or one of their sites; everyone else is fixed to their own site (spec 001
 * section 6).
 */
export function siteOptions(access: Access): SiteOption[] | null {
  if (!isMultiSite(access)) return null;
  return [{ value: ALL_SITES, label: 'All sites' }, ...access.sites.map((site) => ({ value: site, label: site }))];
}

/**
 * Starting filters: All sites for multi-site admins, else the own site; all grinders; one day
 * back to today (spec 001 sections 6 and 9).
 */
export function initialFilters(access: Access, now: Date): DailyStatsFilters {
  const site = isMultiSite(access) ? ALL_SITES : (access.site ?? '');
  return { site, grinder: '', ...defaultDateRange(now) };
}

/** Filters kept from an earlier visit, with the site put back to the first one if the caller may not choose it. */
export function keptFilters(kept: DailyStatsFilters, first: DailyStatsFilters, access: Access): DailyStatsFilters {
  const options = siteOptions(access);
  const mayChoose = options ? options.some((o) => o.value === kept.site) : kept.site === first.site;
  return mayChoose ? kept : { ...kept, site: first.site, grinder: '' };
}

/** Why Download CSV is disabled, or null when it may be used (spec 001 section 5). */
export function csvBlockedReason(filters: DailyStatsFilters, datesValid: boolean): string | null {
  if (filters.site === ALL_SITES) return 'Choose one site to download its CSV.';
  if (!filters.site) return 'No site to download.';
  if (!datesValid) return 'Fix the dates to download the CSV.';
  return null;
}
