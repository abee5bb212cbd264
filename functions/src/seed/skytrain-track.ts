/**
 * What the SkyTrain history draws from: a fixed layout of each line (tangents, curves, stations
 * and switches by segment), real tie-up places, crews and the comments crews write.
 */
import { SKYTRAIN_CURVE_TYPES } from '@grindline/domain';
import { createRng } from './prng';

export type CurveType = (typeof SKYTRAIN_CURVE_TYPES)[number];

/** Segments start (included) to end (excluded) of one kind of track. */
export interface Section {
  start: number;
  end: number;
  type: CurveType;
}

/**
 * The layout of a line between its catalogue bounds: between stations (~1 km apart) tangents
 * alternate with curves; a station is 4-5 segments (100-125 m platforms), often with a switch
 * (crossover) before or after it. Seeded by the line name only: the track is the same in every
 * history.
 */
export function trackLayout(line: string, min: number, max: number): Section[] {
  const rng = createRng(`skytrain-layout:${line}`);
  const sections: Section[] = [];
  let at = min;
  const add = (type: CurveType, length: number) => {
    const end = Math.min(max, at + length);
    if (end > at) sections.push({ start: at, end, type });
    at = end;
  };
  while (at < max) {
    const stationAt = at + rng.int(28, 56);
    let curve = rng.chance(0.5);
    while (at < Math.min(stationAt, max)) {
      add(curve ? 'Curve' : 'Tangent', Math.min(stationAt - at, curve ? rng.int(3, 12) : rng.int(6, 25)));
      curve = !curve;
    }
    if (rng.chance(0.35)) add('Switch', rng.int(1, 2));
    add('Station', rng.int(4, 5));
    if (rng.chance(0.2)) add('Switch', rng.int(1, 2));
  }
  return sections;
}

/** Yards and stations where the grinder ties up, by line. */
export const TIE_UP_LOCATIONS: Readonly<Record<string, readonly string[]>> = {
  EXPO: ['Edmonds OMC', 'Edmonds OMC', 'Waterfront', 'Commercial-Broadway', 'Metrotown', 'Columbia', 'Braid', 'Scott Road', 'King George'],
  MLine: ['VCC-Clark', 'Commercial-Broadway', 'Brentwood Town Centre', 'Production Way-University', 'Lougheed Town Centre', 'Lake City Way'],
  EverGreen: ['Lougheed Town Centre', 'Burquitlam', 'Moody Centre', 'Coquitlam Central', 'Lafarge Lake-Douglas'],
};

export const OPERATORS = ['Avery Sandhu', 'Kim Dhillon', 'Marcus Leung', 'Priya Grewal', 'Sean McAllister', 'Jamie Tremblay', 'Harpreet Gill', 'Nadia Chow'];

/** External comments of an ordinary night. */
export const COMMENTS = [
  'Good sparks, no delays.',
  'Power off confirmed 20 min late by control.',
  'Track access granted on time, clean shift.',
  'Rain most of the night, sparks well contained.',
  'Stone change at 02:30.',
  'Fire watch followed the grinder through the station.',
  'Work train in the block delayed access 15 min.',
  'Dust suppression water refilled at tie-up.',
  'Noise complaint from residents near the guideway; reduced passes after 03:00.',
  'Wheel-rail contact band checked after grinding, looks good.',
  'Guideway intrusion alarm reset by control, lost 10 min.',
];

/** External comments of a night lost to a failure (no sparks). */
export const FAILURES = [
  'Grinder failure: hydraulic leak before the first pass, night lost, no grinding.',
  'Grinder failure: engine fault on the way to the work zone, returned to yard, no grinding.',
  'Grinder failure: grinding motor breaker tripping, could not grind, no sparks.',
  'Grinder failure: brake fault on the consist, towed back, no grinding done.',
];

/** Row comments: an incomplete row's reason, or a note on the kind of track. */
export const ROW_COMMENTS: Readonly<Record<CurveType | 'incomplete', readonly string[]>> = {
  incomplete: ['Out of track time, finish next shift.', 'Stopped short for power restore.', 'Stone worn, section to be finished next shift.'],
  Curve: ['Corrugation heavy on low rail.', 'High rail gauge corner shelling.', 'Extra passes on high rail.'],
  Tangent: ['Light corrugation only.', 'Ground at reduced speed over expansion joint.'],
  Switch: ['Switch points skipped, stock rails ground.', 'Frog area ground by hand after.'],
  Station: ['Platform section, spark shields up.', 'Station ground at reduced speed.'],
};
