/**
 * The grind layer of a site's map (spec 001 sections 2.1, 2.3 and 3), derived from the stored
 * reports: the reports of the date range (bySiteDate index, oldest first, only the fields the
 * map needs) are laid onto each track's chain points, the latest shift to grind a point setting
 * its state; consecutive points with the same state become one run, simplified for the zoom.
 */
import { divisionOf, siteMapSettings, trackNumber, type GrindLayer, type GrindRange, type GrindRun } from '@grindline/domain';
import { queryAll } from '../data/query-all';
import { BY_SITE_DATE } from '../data/table';
import { reportKeys } from '../data/report-entities';
import { mergeRuns, runLine, toleranceForZoom } from './runs';
import { lowerBound, siteGeometry } from './site-geometry';

export interface GrindQuery {
  site: string;
  from: string;
  to: string;
  /** PRO, GFA, AGR ...; absent for every grind type. */
  grindType?: string;
  passMin: number;
  passMax: number;
  division?: string;
  /** SkyTrain: Sky (its own TG8 grinders' form) or Arm (shifts filed on the contractor's forms). */
  dataset?: 'Sky' | 'Arm';
  zoom: number;
}

/** The fields of a stored report the grind layer reads. */
interface ReportSlice {
  shiftId: string;
  date: string;
  grinderType: string;
  workType?: string;
  variant: string;
  ranges: GrindRange[];
}

/** The grind type of a report: its work type's code (PRO Profile Grinding -> PRO); forms without one grind profiles (PRO). */
export function grindTypeOf(report: { workType?: string }): string {
  return (report.workType ?? '').trim().split(/\s+/)[0] || 'PRO';
}

/**
 * `from`..`to` cut at each new year, so the years are read in parallel: a 5-year layer is then as
 * slow as its busiest year, not the sum of five (DynamoDB pages 1 MB at a time per query).
 */
export function yearSlices(from: string, to: string): [string, string][] {
  const slices: [string, string][] = [];
  let start = from;
  while (start <= to) {
    const yearEnd = `${start.slice(0, 4)}-12-31`;
    const end = yearEnd < to ? yearEnd : to;
    slices.push([start, end]);
    start = `${Number(start.slice(0, 4)) + 1}-01-01`;
  }
  return slices;
}

/** How long the reports of a year that has ended are kept in the Lambda's memory. */
export const CLOSED_YEAR_TTL_MS = 10 * 60_000;
const closedYears = new Map<string, { at: number; slices: Promise<ReportSlice[]> }>();

function queryYear(site: string, from: string, to: string): Promise<ReportSlice[]> {
  const range = reportKeys.bySiteDateRange(site, from, to);
  return queryAll<ReportSlice>({
    IndexName: BY_SITE_DATE,
    KeyConditionExpression: 'bySiteDatePk = :pk AND bySiteDateSk BETWEEN :from AND :to',
    ProjectionExpression: 'shiftId, #date, grinderType, workType, variant, ranges',
    ExpressionAttributeNames: { '#date': 'date' },
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
  });
}

/**
 * Reads the reports of `site` dated `from`..`to`, oldest first, projected to what the map needs.
 * Years that have ended are kept in memory for {@link CLOSED_YEAR_TTL_MS} (their reports change
 * only by a rare edit or delete, which then shows within that time); the current year is read
 * every time, so a report filed today is on the next map.
 */
export async function reportSlices(site: string, from: string, to: string, now = Date.now()): Promise<ReportSlice[]> {
  const thisYear = `${new Date(now).getUTCFullYear()}-01-01`;
  const years = await Promise.all(
    yearSlices(from, to).map(([a, b]) => {
      if (b >= thisYear) return queryYear(site, a, b);
      const key = `${site}|${a}|${b}`;
      const hit = closedYears.get(key);
      if (hit && now - hit.at < CLOSED_YEAR_TTL_MS) return hit.slices;
      const slices = queryYear(site, a, b);
      closedYears.set(key, { at: now, slices });
      slices.catch(() => closedYears.delete(key));
      return slices;
    }),
  );
  return years.flat();
}

/** Forgets the kept years (tests). */
export function clearClosedYears(): void {
  closedYears.clear();
}

/** The grind layer for `q`. */
export async function grindLayer(q: GrindQuery): Promise<GrindLayer> {
  // Stored range values times this are chain-point chain (NYCT stations of 100 ft, else database chain).
  const multiplier = siteMapSettings(q.site).chainMultiplier;
  const [tracks, reports] = await Promise.all([siteGeometry(q.site), reportSlices(q.site, q.from, q.to)]);
  const chosen = reports.filter(
    (r) =>
      (!q.grindType || grindTypeOf(r) === q.grindType) &&
      (!q.dataset || (q.dataset === 'Sky') === (r.variant === 'skytrain')),
  );
  // Applied ranges in date order; a point's state is the index of the last range covering it.
  const applied: { report: ReportSlice; range: GrindRange }[] = [];
  const state = new Map<string, Int32Array>();
  const lineOf = new Map<string, string>();
  for (const report of chosen) {
    for (const range of report.ranges) {
      const passes = Math.max(range.passesLeft, range.passesRight);
      if (passes < q.passMin || passes > q.passMax) continue;
      if (q.division && divisionOf(range.trackId) !== q.division) continue;
      const track = tracks.get(range.trackId);
      if (!track) continue;
      let points = state.get(range.trackId);
      if (!points) {
        points = new Int32Array(track.coords.length).fill(-1);
        state.set(range.trackId, points);
        lineOf.set(range.trackId, track.header.line);
      }
      const a = Math.min(range.from, range.to) * multiplier;
      const b = Math.max(range.from, range.to) * multiplier;
      const lo = lowerBound(track.chain, a - 1e-6);
      const hi = lowerBound(track.chain, b + 1e-6) - 1;
      if (hi < lo) continue;
      points.fill(applied.length, lo, hi + 1);
      applied.push({ report, range });
    }
  }
  const tolerance = toleranceForZoom(q.zoom);
  const runs: GrindRun[] = [];
  for (const [trackId, points] of state) {
    const track = tracks.get(trackId)!;
    for (const run of mergeRuns(points.length, (i) => (points[i] >= 0 ? points[i] : null))) {
      const { report, range } = applied[run.key];
      const end = run.end + 1 < points.length && points[run.end + 1] >= 0 ? run.end + 1 : run.end;
      runs.push({
        trackId,
        line: lineOf.get(trackId)!,
        track: trackNumber(trackId),
        from: track.chain[run.start],
        to: track.chain[run.end],
        complete: range.complete,
        shiftId: report.shiftId,
        date: report.date,
        grinderType: report.grinderType,
        workType: grindTypeOf(report),
        passesLeft: range.passesLeft,
        passesRight: range.passesRight,
        coords: runLine(track.coords, run.start, end, tolerance),
      });
    }
  }
  return { site: q.site, from: q.from, to: q.to, reports: chosen.length, runs };
}
