/** Filters of the multi-site dashboard and across-site charts (spec 001 sections 2.6, 2.11, 6, 9). */
import { ACROSS_CHART_GROUPS, ALL_SITES, isMultiSite, lastTwelveMonths, type Access } from '@grindline/domain';

export interface OverviewFilters {
  startDate: string;
  endDate: string;
  /** The checked sites (all of the caller's by default: 'All sites'). */
  sites: string[];
  /** The checked chart groups (ACROSS_CHART_GROUPS ids; all by default). */
  groups: string[];
}

/** The sites a caller may check: every site of a multi-site admin, else its own. */
export function overviewSites(access: Access): string[] {
  if (isMultiSite(access)) return [...access.sites];
  return access.site ? [access.site] : [];
}

/** Every site and chart checked; the last 12 months up to `today` (spec 001 section 9). */
export function initialOverviewFilters(access: Access, today: string): OverviewFilters {
  return { ...lastTwelveMonths(today), sites: overviewSites(access), groups: ACROSS_CHART_GROUPS.map((g) => g.id) };
}

/** Filters kept from an earlier visit, with only the sites the caller may check and known chart groups. */
export function keptOverviewFilters(kept: OverviewFilters, access: Access): OverviewFilters {
  const sites = overviewSites(access);
  const groups = ACROSS_CHART_GROUPS.map((g) => g.id);
  return { ...kept, sites: kept.sites.filter((s) => sites.includes(s)), groups: kept.groups.filter((g) => groups.includes(g)) };
}

/**
 * The overview route's query: one request for every site the caller may see (ALL for a
 * multi-site admin, else its own site); the checkboxes then choose among the answer's sites
 * without asking again.
 */
export function overviewQuery(access: Access, f: OverviewFilters): { site: string; startDate: string; endDate: string } {
  return { site: isMultiSite(access) ? ALL_SITES : (access.site ?? ''), startDate: f.startDate, endDate: f.endDate };
}

/** The message of a bad date range, or null. */
export function overviewDateError(f: OverviewFilters): string | null {
  if (!f.startDate || !f.endDate) return 'Choose both dates';
  if (f.startDate > f.endDate) return 'Data From must be on or before To';
  return null;
}
