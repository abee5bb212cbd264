/**
 * The site dashboard (spec 001 section 2.8, NYCT by default): completed feet by line month-to-date
 * and project-to-date, by month against the project goal, and the stats per grinder. Aggregates only.
 */
import { addTotals, DASHBOARD_DEFAULTS, emptyTotals, type NamedTotals, type SiteFigures, type SiteFiguresQuery } from '@grindline/domain';
import { assertSite } from '../../lib/authorize';
import type { Caller } from '../../lib/create-handler';
import { readShiftRows, readTrackRows, type ShiftRow, type TrackRow } from '../aggregates/read-aggregates';
import { monthlySpans } from './monthly';
import { keptSiteFigures } from './kept-figures';
import { unitsOf } from './query';

/** Sums rows per value of `key`, sorted by name. Pure. */
export function totalsBy(rows: readonly ShiftRow[], key: 'grinderType' | 'line' | 'shiftType'): NamedTotals[] {
  const groups = new Map<string, NamedTotals>();
  for (const row of rows) {
    const name = row[key];
    const group = groups.get(name) ?? { name, ...emptyTotals() };
    addTotals(group, row);
    groups.set(name, group);
  }
  return [...groups.values()].filter((g) => g.shifts > 0).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Completed feet per month of track rows, oldest first. Pure. */
export function feetByMonth(rows: readonly TrackRow[]): Array<{ month: string; feet: number }> {
  const months = new Map<string, number>();
  for (const row of rows) months.set(row.period.slice(0, 7), (months.get(row.period.slice(0, 7)) ?? 0) + row.compFeet);
  return [...months].filter(([, feet]) => feet !== 0).sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, feet]) => ({ month, feet }));
}

/** Assembles the site figures. Pure. */
export function siteFigures(query: SiteFiguresQuery, goalFeet: number | null, mtdTracks: TrackRow[], ptdTracks: TrackRow[], shifts: ShiftRow[]): SiteFigures {
  const { mtd, ptd } = monthlySpans(query.startDate, query.endDate, DASHBOARD_DEFAULTS.monthly.interval);
  const lines = new Map<string, { mtdFeet: number; ptdFeet: number }>();
  const add = (rows: TrackRow[], field: 'mtdFeet' | 'ptdFeet') => {
    for (const row of rows) {
      const entry = lines.get(row.line) ?? { mtdFeet: 0, ptdFeet: 0 };
      entry[field] += row.compFeet;
      lines.set(row.line, entry);
    }
  };
  add(mtdTracks, 'mtdFeet');
  add(ptdTracks, 'ptdFeet');
  return {
    site: query.site,
    units: unitsOf(query.site),
    mtd,
    ptd,
    goalFeet,
    byLine: [...lines].filter(([, e]) => e.mtdFeet + e.ptdFeet > 0).sort(([a], [b]) => (a < b ? -1 : 1)).map(([line, e]) => ({ line, ...e })),
    byMonth: feetByMonth([...ptdTracks, ...mtdTracks]),
    byGrinder: totalsBy(shifts, 'grinderType'),
  };
}

/** The site dashboard of one site (403 unless the caller's), kept while the site's revision and plan are unchanged. */
export async function siteDashboard(caller: Caller, query: SiteFiguresQuery): Promise<SiteFigures> {
  assertSite(caller, query.site);
  return keptSiteFigures('site', query.site, query, async (plan) => {
    const { mtd, ptd } = monthlySpans(query.startDate, query.endDate, DASHBOARD_DEFAULTS.monthly.interval);
    const [mtdTracks, ptdTracks, shifts] = await Promise.all([
      readTrackRows(query.site, mtd.startDate, mtd.endDate),
      ptd.startDate <= ptd.endDate ? readTrackRows(query.site, ptd.startDate, ptd.endDate) : Promise.resolve([]),
      readShiftRows(query.site, query.startDate, query.endDate),
    ]);
    return siteFigures(query, plan?.goalFeet ?? null, mtdTracks, ptdTracks, shifts);
  });
}
