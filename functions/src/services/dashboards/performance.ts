/**
 * Performance charts (spec 001 section 2.12): completed distance by track, by month (the screen
 * accumulates it) against the total system track of the site's plan, stats by shift type and
 * totals, for one site and optionally one grinder. Aggregates only.
 */
import { z } from 'zod';
import { addTotals, emptyTotals, type PerformanceFigures } from '@grindline/domain';
import { assertSite } from '../../lib/authorize';
import type { Caller } from '../../lib/create-handler';
import { readShiftRows, readTrackRows, type ShiftRow, type TrackRow } from '../aggregates/read-aggregates';
import { dateRangeShape, IN_ORDER, inOrder, siteParam, unitsOf } from './query';
import { feetByMonth, totalsBy } from './site-figures';
import { getSitePlan } from './site-plans';

export const performanceQuerySchema = z
  .object({
    site: siteParam.refine((s) => s !== 'ALL', { message: 'site must be one site' }),
    ...dateRangeShape,
    grinder: z
      .string()
      .trim()
      .max(64, 'grinder must be at most 64 characters')
      .optional()
      .transform((g) => g || undefined),
  })
  .refine(inOrder, IN_ORDER);
export type PerformanceQuery = z.output<typeof performanceQuerySchema>;

/** Assembles the performance figures. Pure. */
export function performanceFigures(query: PerformanceQuery, trackFeet: number | null, tracks: TrackRow[], shifts: ShiftRow[]): PerformanceFigures {
  const g = query.grinder;
  const t = g ? tracks.filter((r) => r.grinderType === g) : tracks;
  const s = g ? shifts.filter((r) => r.grinderType === g) : shifts;
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
    byTrack: [...byTrack.values()].filter((e) => e.compFeet + e.incompFeet > 0).sort((a, b) => (a.trackId < b.trackId ? -1 : 1)),
    byMonth: feetByMonth(t),
    trackFeet,
    byShiftType: totalsBy(s, 'shiftType'),
    totals: s.reduce((acc, row) => addTotals(acc, row), emptyTotals()),
  };
}

/** The performance figures of one site (403 unless the caller's). */
export async function performance(caller: Caller, query: PerformanceQuery): Promise<PerformanceFigures> {
  assertSite(caller, query.site);
  const [plan, tracks, shifts] = await Promise.all([
    getSitePlan(query.site),
    readTrackRows(query.site, query.startDate, query.endDate),
    readShiftRows(query.site, query.startDate, query.endDate),
  ]);
  const ids = new Map<string, number>();
  for (const phase of plan?.phases ?? []) for (const track of phase.tracks) ids.set(track.trackId, track.lengthFeet);
  const trackFeet = ids.size > 0 ? [...ids.values()].reduce((a, b) => a + b, 0) : null;
  return performanceFigures(query, trackFeet, tracks, shifts);
}
