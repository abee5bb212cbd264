/** Filters of the multi-site dashboard (spec 001 sections 2.6, 6, 9). */
import { DASHBOARD_DEFAULTS, isMultiSite, type Access } from '@grindline/domain';

export const ALL_SITES = 'ALL';

export interface OverviewFilters {
  site: string;
  startDate: string;
  endDate: string;
}

/** All sites (multi-site admins) or the own site; 2019-01-01 to 2020-01-01. */
export function initialOverviewFilters(access: Access): OverviewFilters {
  return { site: isMultiSite(access) ? ALL_SITES : (access.site ?? ''), ...DASHBOARD_DEFAULTS.overview };
}

/** The Site options of a multi-site admin, or null when the caller is fixed to its site. */
export function overviewSiteOptions(access: Access): Array<{ value: string; label: string }> | null {
  if (!isMultiSite(access)) return null;
  return [{ value: ALL_SITES, label: 'All sites' }, ...access.sites.map((s) => ({ value: s, label: s }))];
}

/** The message of a bad date range, or null. */
export function overviewDateError(f: OverviewFilters): string | null {
  if (!f.startDate || !f.endDate) return 'Choose both dates';
  if (f.startDate > f.endDate) return 'Data From must be on or before To';
  return null;
}
