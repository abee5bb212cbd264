/**
 * Every imported track of a site with its chain points, as the map layers need them: positions
 * in database chain ([lng, lat] coordinates), kept in the Lambda's memory between calls and
 * reread only when a track header's version changes (an import), so a map call reads the
 * headers (one small query) and not ~100 chunks.
 */
import { decodePoints, listTrackHeaders } from '../reference/track-store';
import { queryAll } from '../data/query-all';
import { trackKeys, type TrackChunkItem } from '../data/track-entities';
import type { LngLat } from './runs';
import type { TrackSummary } from '@grindline/domain';

export interface SiteTrack {
  header: TrackSummary;
  /** Database chain of each point (tenth chain / 10 where the site stores tenth chains). */
  chain: Float64Array;
  coords: LngLat[];
  structure: string[];
  geometry: string[];
}

const cache = new Map<string, { versions: string; tracks: Map<string, SiteTrack> }>();

const versionsOf = (headers: readonly TrackSummary[]): string => headers.map((h) => `${h.trackId}:${h.version}`).sort().join(',');

/** The versions of the site's imported tracks, as one string that changes with any import (one small query). */
export async function geometryVersions(site: string): Promise<string> {
  return versionsOf(await listTrackHeaders(site));
}

/** The imported tracks of `site` by track id, with their points in chain order. */
export async function siteGeometry(site: string): Promise<Map<string, SiteTrack>> {
  const headers = await listTrackHeaders(site);
  const versions = versionsOf(headers);
  const hit = cache.get(site);
  if (hit && hit.versions === versions) return hit.tracks;
  const chunks = await queryAll<TrackChunkItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': trackKeys.partition(site), ':prefix': 'POINTS#' },
  });
  const byTrack = new Map<string, TrackChunkItem[]>();
  for (const chunk of chunks) byTrack.set(chunk.trackId, [...(byTrack.get(chunk.trackId) ?? []), chunk]);
  const tracks = new Map<string, SiteTrack>();
  for (const header of headers) {
    const points = (byTrack.get(header.trackId) ?? []).sort((a, b) => (a.sk < b.sk ? -1 : 1)).flatMap((c) => decodePoints(c.data));
    tracks.set(header.trackId, {
      header,
      chain: Float64Array.from(points, (p) => (p.tenthChain === undefined ? p.chain : p.tenthChain / 10)),
      coords: points.map((p) => [p.coord[1], p.coord[0]]),
      structure: points.map((p) => p.structure),
      geometry: points.map((p) => p.geometry),
    });
  }
  cache.set(site, { versions, tracks });
  return tracks;
}

/** Index of the first point at or after `chain` (binary search on the sorted chains). */
export function lowerBound(chain: Float64Array, value: number): number {
  let lo = 0, hi = chain.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (chain[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Forgets the cached geometry (tests). */
export function clearSiteGeometry(): void {
  cache.clear();
}
