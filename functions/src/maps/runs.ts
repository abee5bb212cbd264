/**
 * Runs and line simplification for the map layers: consecutive chain points with the same state
 * are joined into one line (a run), and each run's line is simplified for the zoom it is drawn at.
 */

/** [lng, lat] */
export type LngLat = [number, number];

/** A run of consecutive points [start, end] (indices, inclusive) sharing `key`. */
export interface IndexRun<K> {
  start: number;
  end: number;
  key: K;
}

/**
 * Joins consecutive indices whose state has the same key into runs. `keyOf(i)` returns null for a
 * point that belongs to no run (not ground, filtered out). Keys compare with ===.
 */
export function mergeRuns<K>(count: number, keyOf: (i: number) => K | null): IndexRun<K>[] {
  const runs: IndexRun<K>[] = [];
  let current: IndexRun<K> | null = null;
  for (let i = 0; i < count; i += 1) {
    const key = keyOf(i);
    if (key !== null && current && current.key === key && current.end === i - 1) {
      current.end = i;
    } else if (key !== null) {
      current = { start: i, end: i, key };
      runs.push(current);
    } else current = null;
  }
  return runs;
}

/** Metres a simplified line may stray from the full one at a map zoom: about a pixel and a half. */
export function toleranceForZoom(zoom: number): number {
  const z = Math.max(0, Math.min(22, zoom));
  // 156543 m per 256-px tile pixel at zoom 0, at the equator; 1.5 px.
  return (156543.03 / 2 ** z) * 1.5 * 0.7;
}

const M_PER_DEG = 111_320;

function distanceToSegmentM(p: LngLat, a: LngLat, b: LngLat, cosLat: number): number {
  const ax = a[0] * cosLat, ay = a[1], bx = b[0] * cosLat, by = b[1], px = p[0] * cosLat, py = p[1];
  const dx = bx - ax, dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  const x = ax + t * dx - px, y = ay + t * dy - py;
  return Math.sqrt(x * x + y * y) * M_PER_DEG;
}

/**
 * Douglas-Peucker simplification of a [lng, lat] line to `toleranceM` metres, iterative (no
 * recursion limit on long tracks). The first and last points are always kept.
 */
export function simplifyLine(points: readonly LngLat[], toleranceM: number): LngLat[] {
  if (points.length <= 2) return points.map((p) => [p[0], p[1]]);
  const cosLat = Math.cos((points[0][1] * Math.PI) / 180);
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let worst = -1, index = -1;
    for (let i = first + 1; i < last; i += 1) {
      const d = distanceToSegmentM(points[i], points[first], points[last], cosLat);
      if (d > worst) (worst = d), (index = i);
    }
    if (worst > toleranceM && index > 0) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1).map((p) => [p[0], p[1]]);
}

/** Rounds a coordinate to 5 decimals (about 1 m), the precision the maps send. */
export const round5 = (x: number): number => Math.round(x * 1e5) / 1e5;

/** A run's line: its points from `start` to `end` inclusive, simplified and rounded. */
export function runLine(coords: readonly LngLat[], start: number, end: number, toleranceM: number): LngLat[] {
  const line = simplifyLine(coords.slice(start, end + 1), toleranceM).map(([x, y]) => [round5(x), round5(y)] as LngLat);
  // A one-point run (a single ground chain point) still needs a drawable line.
  return line.length === 1 ? [line[0], line[0]] : line;
}
