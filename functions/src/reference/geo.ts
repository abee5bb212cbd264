/**
 * Plane-free geometry on WGS 84 coordinates: distances, bearings and cuts of a line. GeoJSON
 * order is used throughout ([lon, lat]); only the chain points answer [lat, lng] (spec 001 s. 3).
 */

/** A GeoJSON position: longitude, latitude. */
export type LonLat = readonly [number, number];

/** Mean Earth radius used for every length here (the one the geometry files use). */
export const EARTH_RADIUS_M = 6371008.8;

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: LonLat, b: LonLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLon = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b in degrees, 0..360 clockwise from north. */
export function bearingDeg(a: LonLat, b: LonLat): number {
  const y = Math.sin(rad(b[0] - a[0])) * Math.cos(rad(b[1]));
  const x = Math.cos(rad(a[1])) * Math.sin(rad(b[1])) - Math.sin(rad(a[1])) * Math.cos(rad(b[1])) * Math.cos(rad(b[0] - a[0]));
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

/** Smallest signed difference b - a between two bearings, in -180..180. */
export function bearingChange(a: number, b: number): number {
  return ((b - a + 540) % 360) - 180;
}

/** Distance from the start to every vertex (first is 0, last is the length). */
export function cumulativeM(coords: readonly LonLat[]): number[] {
  const out = [0];
  for (let i = 1; i < coords.length; i += 1) out.push(out[i - 1] + distanceM(coords[i - 1], coords[i]));
  return out;
}

/** Length of a line in metres. */
export function lengthM(coords: readonly LonLat[]): number {
  const c = cumulativeM(coords);
  return c[c.length - 1];
}

/**
 * The position `at` metres along a line whose cumulative distances are `cum` (clamped to the
 * ends). `hint` is the vertex to search from, for walks that only move forward.
 */
export function positionAt(coords: readonly LonLat[], cum: readonly number[], at: number, hint = 0): { point: LonLat; index: number } {
  const last = coords.length - 1;
  if (at <= 0) return { point: coords[0], index: 0 };
  if (at >= cum[last]) return { point: coords[last], index: Math.max(0, last - 1) };
  let i = Math.min(Math.max(0, hint), last - 1);
  while (i > 0 && cum[i] > at) i -= 1;
  while (i < last - 1 && cum[i + 1] < at) i += 1;
  const span = cum[i + 1] - cum[i];
  const t = span > 0 ? (at - cum[i]) / span : 0;
  const a = coords[i];
  const b = coords[i + 1];
  return { point: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], index: i };
}

/** Index of the vertex nearest to `target`. */
export function nearestVertex(coords: readonly LonLat[], target: LonLat): number {
  let best = 0;
  let bestD = Infinity;
  coords.forEach((c, i) => {
    const d = distanceM(c, target);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  });
  return best;
}

/**
 * The part of a line between the vertices nearest to `from` and `to`, running from `from` to
 * `to` (reversed when the line runs the other way). Throws when both ends snap to one vertex.
 */
export function clipBetween(coords: readonly LonLat[], from: LonLat, to: LonLat): LonLat[] {
  const a = nearestVertex(coords, from);
  const b = nearestVertex(coords, to);
  if (a === b) throw new Error('Both clip ends snap to the same vertex');
  return a < b ? coords.slice(a, b + 1) : coords.slice(b, a + 1).reverse();
}
