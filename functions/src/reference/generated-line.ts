/**
 * Generated geometry for lines no stored source covers: a smooth, seeded polyline through fixed
 * anchor coordinates (real terminals and via points in the agency's city). Between two anchors
 * the line bends by a sum of sine waves whose amplitudes and phases come from the seed, so it has
 * tangents and curves like a real alignment, and the same seed always draws the same line.
 */
import { createRng } from '../seed/prng';
import { EARTH_RADIUS_M, type LonLat } from './geo';

/** Distance between generated vertices, metres. */
const VERTEX_SPACING_M = 100;

/**
 * A line through `anchors` ([lon, lat], at least two), bending between them by up to about 4% of
 * each leg's length. Anchors are kept exactly.
 */
export function generatedLine(seedKey: string, anchors: readonly LonLat[]): LonLat[] {
  if (anchors.length < 2) throw new Error('A generated line needs at least 2 anchors');
  const rng = createRng(`geometry:${seedKey}`);
  const lat0 = (anchors[0][1] * Math.PI) / 180;
  const toXY = ([lon, lat]: LonLat) => [((lon * Math.PI) / 180) * EARTH_RADIUS_M * Math.cos(lat0), ((lat * Math.PI) / 180) * EARTH_RADIUS_M];
  const toLonLat = (x: number, y: number): LonLat => [
    Math.round(((x / (EARTH_RADIUS_M * Math.cos(lat0))) * 180 * 1e6) / Math.PI) / 1e6,
    Math.round(((y / EARTH_RADIUS_M) * 180 * 1e6) / Math.PI) / 1e6,
  ];
  const out: LonLat[] = [anchors[0]];
  for (let leg = 0; leg + 1 < anchors.length; leg += 1) {
    const [ax, ay] = toXY(anchors[leg]);
    const [bx, by] = toXY(anchors[leg + 1]);
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    const waves = [1, 2, 3].map((k) => ({ k, amp: (rng.between(-0.04, 0.04) * length) / k }));
    const steps = Math.max(2, Math.round(length / VERTEX_SPACING_M));
    for (let i = 1; i <= steps; i += 1) {
      const t = i / steps;
      const offset = waves.reduce((sum, w) => sum + w.amp * Math.sin(w.k * Math.PI * t), 0);
      // Offset perpendicular to the leg (to its left).
      const x = ax + dx * t - (dy / length) * offset;
      const y = ay + dy * t + (dx / length) * offset;
      out.push(i === steps ? anchors[leg + 1] : toLonLat(x, y));
    }
  }
  return out;
}
