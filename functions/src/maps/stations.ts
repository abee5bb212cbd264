/**
 * Places reference stations on a stored track: a station is on the line when a chain point of
 * the track lies within `maxM` metres of it, and takes that point's chain (for the label and the
 * info a reader compares with the forms).
 */
import type { MapStation } from '@grindline/domain';
import type { StationSource } from '../reference/catalogue-types';
import { distanceM } from '../reference/geo';
import { round5 } from './runs';

/** How far (m) a station may be from its line's track: terminals of the copied files lie up to ~95 m off. */
export const STATION_MAX_M = 150;

/** The stations of `candidates` on the track (coords [lng, lat] with their chains), in chain order, one per name. */
export function stationsOnTrack(
  line: string,
  candidates: readonly StationSource[],
  track: { coords: readonly (readonly [number, number])[]; chain: ArrayLike<number> },
  maxM = STATION_MAX_M,
): MapStation[] {
  const out: MapStation[] = [];
  const names = new Set<string>();
  for (const [name, lat, lng] of candidates) {
    if (names.has(name)) continue;
    let best = -1;
    let bestM = maxM;
    for (let i = 0; i < track.coords.length; i += 1) {
      const c = track.coords[i];
      // Cheap reject before the haversine: 0.01 degree is over a kilometre here.
      if (Math.abs(c[1] - lat) > 0.01 || Math.abs(c[0] - lng) > 0.02) continue;
      const m = distanceM(c, [lng, lat]);
      if (m <= bestM) (best = i), (bestM = m);
    }
    if (best < 0) continue;
    names.add(name);
    out.push({ name, line, chain: track.chain[best], coord: [round5(lng), round5(lat)] });
  }
  return out.sort((a, b) => a.chain - b.chain);
}
