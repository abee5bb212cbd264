/**
 * The monthly report (spec 001 section 2.7): completed feet of a phase month-to-date and
 * project-to-date, by month and by track, against the phase's track lengths, and the shifts per
 * shift type of the site's pie grinders (monthlyPieGrinders). Read from aggregates and the site's plan.
 */
import { addDays, monthlyPieGrinders, type DateSpan, type MonthlyFigures, type MonthlyQuery, type SitePlan, type TrackProgress } from '@grindline/domain';
import { assertSite } from '../../lib/authorize';
import type { Caller } from '../../lib/create-handler';
import { readShiftRows, readTrackRows, type ShiftRow, type TrackRow } from '../aggregates/read-aggregates';
import { keptSiteFigures } from './kept-figures';
import { unitsOf } from './query';

// The query is the route contract's; the monthly report PDF takes it as its body.
export { monthlyQuerySchema, type MonthlyQuery } from '@grindline/domain';

/** MTD: reportEnd minus interval to reportEnd (never before the project start); PTD: project start to the day before. */
export function monthlySpans(projectStart: string, reportEnd: string, interval: number): { mtd: DateSpan; ptd: DateSpan } {
  const mtdStart = addDays(reportEnd, -interval) < projectStart ? projectStart : addDays(reportEnd, -interval);
  return { mtd: { startDate: mtdStart, endDate: reportEnd }, ptd: { startDate: projectStart, endDate: addDays(mtdStart, -1) } };
}

/** `span` cut to the phase's dates, or null when they do not overlap. */
function within(span: DateSpan, phase: { startDate: string; endDate: string } | undefined): DateSpan | null {
  if (!phase) return span;
  const startDate = span.startDate > phase.startDate ? span.startDate : phase.startDate;
  const endDate = span.endDate < phase.endDate ? span.endDate : phase.endDate;
  return startDate <= endDate ? { startDate, endDate } : null;
}

/** Completed feet per track of rows whose track is in `tracks` (all when null). */
function completedByTrack(rows: readonly TrackRow[], tracks: Set<string> | null): Map<string, { line: string; feet: number }> {
  const out = new Map<string, { line: string; feet: number }>();
  for (const row of rows) {
    if (tracks && !tracks.has(row.trackId)) continue;
    const entry = out.get(row.trackId) ?? { line: row.line, feet: 0 };
    entry.feet += row.compFeet;
    out.set(row.trackId, entry);
  }
  return out;
}

const sum = (m: Map<string, { feet: number }>): number => [...m.values()].reduce((s, e) => s + e.feet, 0);

/** Shifts per shift type of one grinder. */
function shiftTypesOf(rows: readonly ShiftRow[], grinderType: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows) if (row.grinderType === grinderType && row.shifts > 0) out[row.shiftType] = (out[row.shiftType] ?? 0) + row.shifts;
  return out;
}

/** Assembles the monthly figures from rows already read. Pure. */
export function monthlyFigures(
  query: MonthlyQuery,
  plan: SitePlan | null,
  read: { mtdTracks: TrackRow[]; ptdTracks: TrackRow[]; mtdShifts: ShiftRow[]; ptdShifts: ShiftRow[] },
): MonthlyFigures {
  const { mtd, ptd } = monthlySpans(query.projectStart, query.reportEnd, query.interval);
  const phase = plan?.phases.find((p) => p.phase === query.phase);
  const trackIds = phase ? new Set(phase.tracks.map((t) => t.trackId)) : null;
  const mtdBy = completedByTrack(read.mtdTracks, trackIds);
  const ptdBy = completedByTrack(read.ptdTracks, trackIds);
  const lengths = new Map((phase?.tracks ?? []).map((t) => [t.trackId, t]));
  const ids = [...new Set([...lengths.keys(), ...mtdBy.keys(), ...ptdBy.keys()])].sort();
  const byTrack: TrackProgress[] = ids.map((trackId) => {
    const ptdFeet = ptdBy.get(trackId)?.feet ?? 0;
    const mtdFeet = mtdBy.get(trackId)?.feet ?? 0;
    const length = lengths.get(trackId)?.lengthFeet;
    return {
      trackId,
      line: lengths.get(trackId)?.line ?? mtdBy.get(trackId)?.line ?? ptdBy.get(trackId)?.line ?? '',
      ptdFeet,
      mtdFeet,
      remainingFeet: length === undefined ? null : Math.max(0, length - ptdFeet - mtdFeet),
    };
  });
  const months = new Map<string, number>();
  for (const row of [...read.ptdTracks, ...read.mtdTracks]) {
    if (trackIds && !trackIds.has(row.trackId)) continue;
    const month = row.period.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + row.compFeet);
  }
  const mtdFeet = sum(mtdBy);
  const ptdFeet = sum(ptdBy);
  const trackFeet = phase ? phase.tracks.reduce((s, t) => s + t.lengthFeet, 0) : null;
  return {
    site: query.site,
    units: unitsOf(query.site),
    phase: query.phase as 1 | 2,
    mtd,
    ptd,
    plan,
    completed: { mtdFeet, ptdFeet, totalFeet: mtdFeet + ptdFeet, trackFeet, remainingFeet: trackFeet === null ? null : Math.max(0, trackFeet - mtdFeet - ptdFeet) },
    byMonth: [...months].sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, feet]) => ({ month, feet })),
    byTrack,
    shiftTypes: monthlyPieGrinders(query.site, [...read.mtdShifts, ...read.ptdShifts].filter((r) => r.shifts > 0).map((r) => r.grinderType)).map((grinderType) => ({
      grinderType,
      mtd: shiftTypesOf(read.mtdShifts, grinderType),
      ptd: shiftTypesOf(read.ptdShifts, grinderType),
    })),
  };
}

/** The monthly report of one site (403 unless the caller's), kept while the site's revision and plan are unchanged. */
export async function monthly(caller: Caller, query: MonthlyQuery): Promise<MonthlyFigures> {
  assertSite(caller, query.site);
  return keptSiteFigures('monthly', query.site, query, (plan) => readMonthly(query, plan));
}

/** The monthly report of one site read from its aggregates, with its plan. */
async function readMonthly(query: MonthlyQuery, plan: SitePlan | null): Promise<MonthlyFigures> {
  const { mtd, ptd } = monthlySpans(query.projectStart, query.reportEnd, query.interval);
  const phase = plan?.phases.find((p) => p.phase === query.phase);
  const readTracks = (span: DateSpan | null) => (span ? readTrackRows(query.site, span.startDate, span.endDate) : Promise.resolve([]));
  const readShifts = (span: DateSpan) => (span.startDate <= span.endDate ? readShiftRows(query.site, span.startDate, span.endDate) : Promise.resolve([]));
  const ptdSpan = ptd.startDate <= ptd.endDate ? ptd : null;
  const [mtdTracks, ptdTracks, mtdShifts, ptdShifts] = await Promise.all([
    readTracks(within(mtd, phase)),
    readTracks(ptdSpan && within(ptdSpan, phase)),
    readShifts(mtd),
    readShifts(ptd),
  ]);
  return monthlyFigures(query, plan, { mtdTracks, ptdTracks, mtdShifts, ptdShifts });
}
