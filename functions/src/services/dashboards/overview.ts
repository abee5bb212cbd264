/**
 * The multi-site dashboard and the across-site charts (spec 001 sections 2.6 and 2.11): per
 * site, the totals of a date range and the shifts per grinder and stone type, from aggregates.
 */
import { addTotals, emptyTotals, type OverviewFigures, type OverviewQuery, type SiteOverview } from '@grindline/domain';
import type { Caller } from '../../lib/create-handler';
import { readSummaryRows, type SummaryRow } from '../aggregates/read-aggregates';
import { keptSitesFigures } from './kept-figures';
import { sitesOf, unitsOf } from './query';

/** Sums summary (or shift) rows into one site's overview; rows may carry negated counters (subtracted parts). Pure. */
export function siteOverview(site: string, rows: readonly SummaryRow[]): SiteOverview {
  const totals = emptyTotals();
  const grinderShifts: Record<string, number> = {};
  const stoneShifts: Record<string, number> = {};
  for (const row of rows) {
    addTotals(totals, row);
    if (row.shifts === 0) continue;
    grinderShifts[row.grinderType] = (grinderShifts[row.grinderType] ?? 0) + row.shifts;
    stoneShifts[row.stoneType] = (stoneShifts[row.stoneType] ?? 0) + row.shifts;
  }
  // A subtracted row (summaryParts) may bring a grinder or stone back to no shifts: not a slice.
  const worked = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n !== 0));
  return { site, units: unitsOf(site), totals, grinderShifts: worked(grinderShifts), stoneShifts: worked(stoneShifts) };
}

/**
 * The overview of every site the query reads (sites without shifts in the range are left out),
 * from the summary cells of the all-site partition: three queries for every site together; kept
 * in memory while none of the sites' report revisions moved (kept-figures.ts).
 */
export async function overview(caller: Caller, query: OverviewQuery): Promise<OverviewFigures> {
  const sites = sitesOf(caller, query.site);
  return keptSitesFigures('overview', sites, { startDate: query.startDate, endDate: query.endDate }, () => readOverview(sites, query));
}

/** The overview of `sites` read from the summary cells. */
async function readOverview(sites: readonly string[], query: OverviewQuery): Promise<OverviewFigures> {
  const rows = await readSummaryRows(sites, query.startDate, query.endDate);
  const bySite = new Map<string, SummaryRow[]>(sites.map((site) => [site, []]));
  for (const row of rows) bySite.get(row.site)?.push(row);
  const perSite = sites.map((site) => siteOverview(site, bySite.get(site)!));
  return { startDate: query.startDate, endDate: query.endDate, sites: perSite.filter((s) => s.totals.shifts > 0) };
}
