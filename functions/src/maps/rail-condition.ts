/**
 * The Rail Condition layer (issue 27 part 4): a site's processed CAT runs, placed on its tracks'
 * chain points. Each track is cut at every run's ends, so each measured segment is covered
 * wholly by the same runs, which it lists newest first; the map colours it by the latest.
 */
import { newestFirst, siteMapSettings, type DataCollectionListQuery, type RailConditionLayer, type RailConditionRun, type RailConditionSegment } from '@grindline/domain';
import { listRuns } from '../services/data-collection/runs';
import { round5, simplifyLine, type LngLat } from './runs';
import { lowerBound, siteGeometry, type SiteTrack } from './site-geometry';

/** What the placement reads of a track: its chain points and its line's name. */
export type PlacementTrack = Pick<SiteTrack, 'chain' | 'coords'> & { header: Pick<SiteTrack['header'], 'line'> };

/** Metres a measured segment's line may stray from the track's points (about the precision sent). */
const TOLERANCE_M = 1;

/** The processed runs of `site` that carry a CQI, newest first. */
export async function conditionRuns(site: string): Promise<RailConditionRun[]> {
  const rows = await listRuns({ site: site as DataCollectionListQuery['site'], segmentFrom: undefined, segmentTo: undefined });
  return rows
    .filter((r) => r.status === 'processed' && r.cqi)
    .map((r) => ({ id: r.id, date: r.date, rail: r.rail, line: r.lineName, trackId: r.trackId, from: r.from, to: r.to, cqi: r.cqi! }))
    .sort(newestFirst);
}

/** The position at database chain `c` on a track, between its two nearest chain points. */
export function pointAt(track: Pick<SiteTrack, 'chain' | 'coords'>, c: number): LngLat {
  const i = lowerBound(track.chain, c);
  if (i <= 0) return track.coords[0];
  if (i >= track.chain.length) return track.coords[track.coords.length - 1];
  const c0 = track.chain[i - 1], c1 = track.chain[i];
  const t = c1 === c0 ? 0 : (c - c0) / (c1 - c0);
  const [x0, y0] = track.coords[i - 1], [x1, y1] = track.coords[i];
  return [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t];
}

/** The track's line from chain `a` to `b` (a < b): both ends interpolated, the points between kept. */
export function lineBetween(track: Pick<SiteTrack, 'chain' | 'coords'>, a: number, b: number): LngLat[] {
  const inner = track.coords.slice(lowerBound(track.chain, a + 1e-9), lowerBound(track.chain, b - 1e-9));
  return simplifyLine([pointAt(track, a), ...inner, pointAt(track, b)], TOLERANCE_M).map(([x, y]) => [round5(x), round5(y)]);
}

/**
 * The measured segments of `runs` (newest first) on `tracks`, chain = entered value times
 * `multiplier`. A run on a track without geometry, outside its chain or of no length is unplaced.
 */
export function measuredSegments(
  runs: readonly RailConditionRun[],
  tracks: ReadonlyMap<string, PlacementTrack>,
  multiplier: number,
): { segments: RailConditionSegment[]; unplaced: string[] } {
  const unplaced: string[] = [];
  const byTrack = new Map<string, { run: RailConditionRun; lo: number; hi: number }[]>();
  for (const run of runs) {
    const track = tracks.get(run.trackId);
    const first = track?.chain[0], last = track?.chain[track.chain.length - 1];
    const lo = Math.max(Math.min(run.from, run.to) * multiplier, first ?? Infinity);
    const hi = Math.min(Math.max(run.from, run.to) * multiplier, last ?? -Infinity);
    if (!track || track.chain.length < 2 || !(hi > lo)) {
      unplaced.push(run.id);
      continue;
    }
    byTrack.set(run.trackId, [...(byTrack.get(run.trackId) ?? []), { run, lo, hi }]);
  }
  const segments: RailConditionSegment[] = [];
  for (const [trackId, placed] of byTrack) {
    const track = tracks.get(trackId)!;
    const cuts = [...new Set(placed.flatMap((p) => [p.lo, p.hi]))].sort((a, b) => a - b);
    for (let i = 0; i + 1 < cuts.length; i += 1) {
      const [a, b] = [cuts[i], cuts[i + 1]];
      // `placed` keeps the runs' newest-first order.
      const covering = placed.filter((p) => p.lo <= a && p.hi >= b).map((p) => p.run.id);
      if (covering.length === 0) continue;
      segments.push({ trackId, line: track.header.line, from: a, to: b, runIds: covering, coords: lineBetween(track, a, b) });
    }
  }
  return { segments, unplaced };
}

/** The Rail Condition layer of `site`; the geometry is read only when the site has runs. */
export async function railConditionLayer(site: string): Promise<RailConditionLayer> {
  const runs = await conditionRuns(site);
  if (runs.length === 0) return { site, runs, segments: [], unplaced: [] };
  const tracks = await siteGeometry(site);
  return { site, runs, ...measuredSegments(runs, tracks, siteMapSettings(site).chainMultiplier) };
}
