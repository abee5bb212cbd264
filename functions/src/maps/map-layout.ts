/**
 * Where things go on a map image: the track's chain points projected onto the picture, the
 * ground ranges cut out of the line by chain value, the view (fitted to the ranges with some line
 * around them, or the whole line) and a scale bar of a round length. Pure: no I/O, no rendering.
 */
import type { TrackPoint } from '@grindline/domain';
import { distanceM, type LonLat } from '../reference/geo';

/** A pixel position [x, y]. */
export type Px = [number, number];

/** A rectangle in pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A point of the line: its value in entered units (MP, segment, feet ...) and position. */
export interface LinePoint {
  value: number;
  lonLat: LonLat;
}

/**
 * The line as values and positions, sorted by value. `scale` is point units per entered unit
 * (database multiplier, times 10 with tenth chains: `pointResolution(customer).scale`).
 */
export function linePoints(points: readonly TrackPoint[], scale: number): LinePoint[] {
  return points
    .map((p) => ({ value: (p.tenthChain ?? p.chain) / scale, lonLat: [p.coord[1], p.coord[0]] as LonLat }))
    .sort((a, b) => a.value - b.value);
}

/** The position at `value`, interpolated between the points either side (clamped to the ends). */
export function positionAtValue(line: readonly LinePoint[], value: number): LonLat {
  if (value <= line[0].value) return line[0].lonLat;
  const last = line[line.length - 1];
  if (value >= last.value) return last.lonLat;
  let lo = 0;
  let hi = line.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (line[mid].value <= value) lo = mid;
    else hi = mid;
  }
  const a = line[lo];
  const b = line[hi];
  const t = b.value > a.value ? (value - a.value) / (b.value - a.value) : 0;
  return [a.lonLat[0] + (b.lonLat[0] - a.lonLat[0]) * t, a.lonLat[1] + (b.lonLat[1] - a.lonLat[1]) * t];
}

/**
 * The part of the line from `from` to `to` (from <= to), ends interpolated; empty when the range
 * lies wholly outside the line.
 */
export function cutRange(line: readonly LinePoint[], from: number, to: number): LonLat[] {
  if (line.length < 2 || to < line[0].value || from > line[line.length - 1].value) return [];
  const inside = line.filter((p) => p.value > from && p.value < to).map((p) => p.lonLat);
  return [positionAtValue(line, from), ...inside, positionAtValue(line, to)];
}

/** A projection from longitude/latitude to pixels (equirectangular at the view's latitude, north up). */
export interface Projection {
  project(p: LonLat): Px;
  /** The inverse: the position at a pixel. */
  unproject(px: Px): LonLat;
  /** Metres per pixel at the centre. */
  metresPerPx: number;
}

/** Bounds [minLon, minLat, maxLon, maxLat] of some positions. */
export function boundsOf(coords: readonly LonLat[]): [number, number, number, number] {
  let b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of coords) b = [Math.min(b[0], lon), Math.min(b[1], lat), Math.max(b[2], lon), Math.max(b[3], lat)];
  return b;
}

/**
 * Fits `bounds` into `box`, keeping proportions. `minSpanM` widens a small view (a 100 m range
 * is shown with the line around it); `margin` is the share of the span added on every side.
 */
export function fitProjection(bounds: [number, number, number, number], box: Box, minSpanM = 0, margin = 0.08): Projection {
  const [minLon, minLat, maxLon, maxLat] = bounds;
  const lat0 = (minLat + maxLat) / 2;
  const kx = Math.cos((lat0 * Math.PI) / 180);
  const cx = (minLon + maxLon) / 2;
  const cy = (minLat + maxLat) / 2;
  const mPerDeg = distanceM([0, 0], [0, 1]);
  const minSpanDeg = minSpanM / mPerDeg;
  const spanX = Math.max((maxLon - minLon) * kx, minSpanDeg) * (1 + 2 * margin);
  const spanY = Math.max(maxLat - minLat, minSpanDeg) * (1 + 2 * margin);
  const pxPerDeg = Math.min(box.width / Math.max(spanX, 1e-9), box.height / Math.max(spanY, 1e-9));
  const midX = box.x + box.width / 2;
  const midY = box.y + box.height / 2;
  return {
    project: ([lon, lat]) => [midX + (lon - cx) * kx * pxPerDeg, midY - (lat - cy) * pxPerDeg],
    unproject: ([px, py]) => [cx + (px - midX) / (kx * pxPerDeg), cy - (py - midY) / pxPerDeg],
    metresPerPx: mPerDeg / pxPerDeg,
  };
}

/** A scale bar: a round length (1, 2 or 5 times a power of ten) near `targetPx` long, and its label. */
export function scaleBar(metresPerPx: number, targetPx: number, unit: 'meters' | 'feet'): { px: number; label: string } {
  const targetM = metresPerPx * targetPx;
  // Feet customers read miles once half a mile fits, else feet; metric ones km or m.
  const miles = unit === 'feet' && targetM >= 0.5 * 1609.344;
  const base = unit === 'feet' ? (miles ? 1609.344 : 0.3048) : 1;
  const targetUnits = targetM / base;
  const pow = 10 ** Math.floor(Math.log10(targetUnits));
  const nice = [1, 2, 5, 10].map((m) => m * pow).filter((v) => v <= targetUnits * 1.0000001).pop() ?? pow;
  const px = (nice * base) / metresPerPx;
  const n = Number(nice.toPrecision(6));
  if (unit === 'feet') return { px, label: miles ? `${n} mi` : `${n} ft` };
  return { px, label: n >= 1000 ? `${n / 1000} km` : `${n} m` };
}

/** Drops consecutive pixels closer than `minPx` (a 20,000-point track drawn at 800 px needs far fewer). */
export function thinPixels(pxs: readonly Px[], minPx = 0.75): Px[] {
  if (pxs.length <= 2) return [...pxs];
  const out: Px[] = [pxs[0]];
  for (let i = 1; i < pxs.length - 1; i += 1) {
    const [lx, ly] = out[out.length - 1];
    if (Math.abs(pxs[i][0] - lx) + Math.abs(pxs[i][1] - ly) >= minPx) out.push(pxs[i]);
  }
  out.push(pxs[pxs.length - 1]);
  return out;
}
