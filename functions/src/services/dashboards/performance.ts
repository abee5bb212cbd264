/**
 * Performance charts (spec 001 section 2.12): completed distance by track, by month (the screen
 * accumulates it) against the total system track of the site's plan, stats by shift type and
 * totals, for one site and optionally one grinder and (NYCT) one division. Aggregates only.
 */
import { addTotals, divisionOf, emptyTotals, type NyctDivision, type PerformanceFigures, type PerformanceQuery, type SitePlan } from '@grindline/domain';
import { assertSite } from '../../lib/authorize';
import type { Caller } from '../../lib/create-handler';
import { readShiftRows, readTrackRows, type ShiftRow, type TrackRow } from '../aggregates/read-aggregates';
import { unitsOf } from './query';
import { keptSiteFigures } from './kept-figures';
import { feetByMonth, totalsBy } from './site-figures';

export { performanceQuerySchema, type PerformanceQuery } from '@grindline/domain';

/**
 * Total system track of `plan` in feet (each track counted once, the last phase's length), of
 * `division`'s tracks only when given; null when the plan has no such track. Pure.
 */
export function planTrackFeet(plan: Pick<SitePlan, 'phases'> | null, division?: NyctDivision): number | null {
  const ids = new Map<string, number>();
  for (const phase of plan?.phases ?? []) {
    for (const track of phase.tracks) if (!division || divisionOf(track.trackId) === division) ids.set(track.trackId, track.lengthFeet);
  }
  return ids.size > 0 ? [...ids.values()].reduce((a, b) => a + b, 0) : null;
}

/**
 * Assembles the performance figures. Pure. With a division, track rows count when their track is
 * of it, shift rows when their line is (IRT_BB is IRT): a report filed on the line 'Other' may
 * grind tracks of several divisions, so its shift row counts under All divisions only.
 */
export function performanceFigures(query: PerformanceQuery, trackFeet: number | null, tracks: TrackRow[], shifts: ShiftRow[]): PerformanceFigures {
  const g = query.grinder;
  const div = query.div;
  const t = tracks.filter((r) => (!g || r.grinderType === g) && (!div || divisionOf(r.trackId) === div));
  const s = shifts.filter((r) => (!g || r.grinderType === g) && (!div || divisionOf(r.line) === div));
  const byTrack = new Map<string, { trackId: string; line: string; compFeet: number; incompFeet: number }>();
  for (const row of t) {
    const entry = byTrack.get(row.trackId) ?? { trackId: row.trackId, line: row.line, compFeet: 0, incompFeet: 0 };
    entry.compFeet += row.compFeet;
    entry.incompFeet += row.incompFeet;
    byTrack.set(row.trackId, entry);
  }
  return {
    site: query.site,
    units: unitsOf(query.site),
    startDate: query.startDate,
    endDate: query.endDate,
    grinder: g ?? null,
    division: div ?? null,
    byTrack: [...byTrack.values()].filter((e) => e.compFeet + e.incompFeet > 0).sort((a, b) => (a.trackId < b.trackId ? -1 : 1)),
    byMonth: feetByMonth(t),
    trackFeet,
    byShiftType: totalsBy(s, 'shiftType'),
    totals: s.reduce((acc, row) => addTotals(acc, row), emptyTotals()),
  };
}

/** The performance figures of one site (403 unless the caller's), kept while the site's revision and plan are unchanged. */
export async function performance(caller: Caller, query: PerformanceQuery): Promise<PerformanceFigures> {
  assertSite(caller, query.site);
  return keptSiteFigures('performance', query.site, query, async (plan) => {
    const [tracks, shifts] = await Promise.all([readTrackRows(query.site, query.startDate, query.endDate), readShiftRows(query.site, query.startDate, query.endDate)]);
    return performanceFigures(query, planTrackFeet(plan, query.div), tracks, shifts);
  });
}
