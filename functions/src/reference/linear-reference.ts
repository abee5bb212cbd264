/**
 * Linear referencing: chain points along a track's line (spec 001 section 3, Track/line and Base
 * layer segment). The chain is spread linearly over the line's length from its start chain to its
 * end chain, one point per step of the customer's entry resolution, each with [lat, lng], its
 * structure and its geometry (Tangent, 500 Device, Guarded Curve, Unguarded Curve, Switch).
 */
import { customerProfile, round, roundTo, type TrackGeometry, type TrackPoint } from '@grindline/domain';
import { createRng } from '../seed/prng';
import { bearingChange, bearingDeg, cumulativeM, positionAt, type LonLat } from './geo';
import { structurePlan } from './structure-rules';

/**
 * Where chain points fall for a customer: `scale` point units per entered unit (database
 * multiplier, times 10 with tenth chains) and `step` point units between points: the entry
 * resolution, at least one database unit. New York enters single feet; one point per foot would
 * be ~100,000 points a track, so its points are one station (100 ft) apart.
 */
export function pointResolution(customer: string): { scale: number; step: number; tenthChain: boolean } {
  const p = customerProfile(customer);
  const scale = p.dbMultiplier * (p.tenthChain ? 10 : 1);
  const step = customer === 'NYCT' ? 100 : Math.max(1, round(p.entryResolution * scale));
  return { scale, step, tenthChain: p.tenthChain };
}

/** Half-window over which the bearing change is measured, metres. */
const WINDOW_M = 60;
/** Curves tighter than this radius carry guard rail (our threshold, ~750 ft). */
const GUARDED_RADIUS_M = 230;
/** Straighter than this radius counts as tangent. */
const TANGENT_RADIUS_M = 1800;

/**
 * Geometry from curvature: the bearing change between the chord before and the chord after
 * `alongM` (each one window long) gives the radius, window / turn; tight radii are guarded curves.
 */
export function curveClass(coords: readonly LonLat[], cum: readonly number[], alongM: number, hint = 0): TrackGeometry {
  const before = positionAt(coords, cum, alongM - WINDOW_M, hint).point;
  const here = positionAt(coords, cum, alongM, hint).point;
  const after = positionAt(coords, cum, alongM + WINDOW_M, hint).point;
  if ((before[0] === here[0] && before[1] === here[1]) || (after[0] === here[0] && after[1] === here[1])) return 'Tangent';
  const turn = Math.abs(bearingChange(bearingDeg(before, here), bearingDeg(here, after)));
  if (turn < 1e-6) return 'Tangent';
  const radius = WINDOW_M / ((turn * Math.PI) / 180);
  if (radius >= TANGENT_RADIUS_M) return 'Tangent';
  return radius < GUARDED_RADIUS_M ? 'Guarded Curve' : 'Unguarded Curve';
}

/**
 * Switch areas of a line (metres along it): crossovers just inside both terminals and one
 * interlocking every 2-4 km, drawn from the line's seed; each is 40 m of Switch preceded by 20 m
 * of 500 Device.
 */
export function switchAreas(seedKey: string, lengthM: number): Array<[number, number]> {
  const rng = createRng(`switches:${seedKey}`);
  const starts = [Math.min(120, lengthM * 0.05), Math.max(0, lengthM - Math.min(160, lengthM * 0.08))];
  for (let at = rng.between(1500, 3000); at < lengthM - 1000; at += rng.between(2000, 4000)) starts.push(at);
  return starts.sort((a, b) => a - b).map((s) => [s, s + 40]);
}

export interface ChainPointsInput {
  customer: string;
  /** Names the line for structure and switches; both directions of a line share it. */
  seedKey: string;
  coordinates: readonly LonLat[];
  /** Database chain at the first and the last coordinate; end greater than start. */
  chainStart: number;
  chainEnd: number;
}

/**
 * The chain points of a track: every multiple of the customer's step between the start and end
 * chain (spec 000 section 7.3 granularity), placed proportionally along the line.
 */
export function chainPointsAlong({ customer, seedKey, coordinates, chainStart, chainEnd }: ChainPointsInput): TrackPoint[] {
  if (!(chainEnd > chainStart)) throw new Error('chainEnd must be greater than chainStart');
  if (coordinates.length < 2) throw new Error('A line needs at least 2 points');
  const { step, tenthChain } = pointResolution(customer);
  const cum = cumulativeM(coordinates);
  const length = cum[cum.length - 1];
  if (!(length > 0)) throw new Error('The line has no length');
  const unitsPerChain = tenthChain ? 10 : 1;
  const clean = (x: number) => Number(x.toPrecision(12));
  const lo = Math.ceil(clean((chainStart * unitsPerChain) / step)) * step;
  const hi = Math.floor(clean((chainEnd * unitsPerChain) / step)) * step;
  const structures = structurePlan(customer, seedKey, length);
  const switches = switchAreas(`${customer}:${seedKey}`, length);
  const points: TrackPoint[] = [];
  let hint = 0;
  for (let unit = lo; unit <= hi; unit += step) {
    const along = ((unit / unitsPerChain - chainStart) / (chainEnd - chainStart)) * length;
    const { point, index } = positionAt(coordinates, cum, along, hint);
    hint = index;
    const inSwitch = switches.find(([a, b]) => along >= a - 20 && along < b);
    const geometry: TrackGeometry = inSwitch ? (along < inSwitch[0] ? '500 Device' : 'Switch') : curveClass(coordinates, cum, along, index);
    points.push({
      chain: tenthChain ? round(unit / 10) : unit,
      ...(tenthChain ? { tenthChain: unit } : {}),
      coord: [roundTo(point[1], 6), roundTo(point[0], 6)],
      structure: structures.structureAt(point, along),
      geometry,
    });
  }
  return points;
}
