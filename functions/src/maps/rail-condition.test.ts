/** Placing CAT runs on a track and cutting it into measured segments (issue 27 part 4). */
import type { RailConditionRun } from '@grindline/domain';
import { lineBetween, measuredSegments, pointAt, type PlacementTrack } from './rail-condition';

// A straight track from chain 0 to 10, one point per chain, 0.001° of longitude a chain.
const track: PlacementTrack = {
  header: { line: 'K' },
  chain: Float64Array.from({ length: 11 }, (_, i) => i),
  coords: Array.from({ length: 11 }, (_, i) => [-122 + i * 0.001, 37.8] as [number, number]),
};
const tracks = new Map([['K_1', track]]);
const run = (id: string, date: string, from: number, to: number, rail: 'Left' | 'Right' = 'Left', trackId = 'K_1'): RailConditionRun => ({ id, date, rail, line: 'K', trackId, from, to, cqi: { '65': 5, '75': 6, '85': 7, '95': 8 } });

describe('measuredSegments', () => {
  it('places a run between its from and to, interpolating between chain points, times the site multiplier', () => {
    const { segments, unplaced } = measuredSegments([run('a', '2026-01-01', 0.25, 0.6)], tracks, 10);
    expect(unplaced).toEqual([]);
    expect(segments).toEqual([{ trackId: 'K_1', line: 'K', from: 2.5, to: 6, runIds: ['a'], coords: [[-121.9975, 37.8], [-121.994, 37.8]] }]);
  });

  it('cuts the track where runs overlap, each piece listing every run covering it, newest first', () => {
    // Newest first, as the service hands them over; a run entered backwards (to < from) counts too.
    const runs = [run('new', '2026-03-01', 6, 3), run('old', '2026-01-01', 1, 5)];
    const { segments } = measuredSegments(runs, tracks, 1);
    expect(segments.map((s) => [s.from, s.to, s.runIds])).toEqual([
      [1, 3, ['old']],
      [3, 5, ['new', 'old']],
      [5, 6, ['new']],
    ]);
    // Neighbouring pieces meet: the end of one is the start of the next.
    expect(segments[0].coords.at(-1)).toEqual(segments[1].coords[0]);
  });

  it('leaves a gap between runs that do not touch, and keeps both rails of a date on the piece', () => {
    const runs = [run('l', '2026-02-01', 1, 2, 'Left'), run('r', '2026-02-01', 1, 2, 'Right'), run('far', '2026-01-01', 7, 9)];
    expect(measuredSegments(runs, tracks, 1).segments.map((s) => [s.from, s.to, s.runIds])).toEqual([
      [1, 2, ['l', 'r']],
      [7, 9, ['far']],
    ]);
  });

  it('clips a run to the track and lists as unplaced a run off the track, on a track without geometry or of no length', () => {
    const runs = [run('over', '2026-01-01', 8, 14), run('off', '2026-01-01', 12, 14), run('nogeo', '2026-01-01', 1, 2, 'Left', 'K_9'), run('point', '2026-01-01', 3, 3)];
    const { segments, unplaced } = measuredSegments(runs, tracks, 1);
    expect(segments.map((s) => [s.from, s.to, s.runIds])).toEqual([[8, 10, ['over']]]);
    expect(unplaced).toEqual(['off', 'nogeo', 'point']);
  });
});

describe('pointAt and lineBetween', () => {
  it('interpolate on the track and keep the chain points between the ends', () => {
    const [x, y] = pointAt(track, 4.5);
    expect([x, y]).toEqual([expect.closeTo(-121.9955, 9), 37.8]);
    expect(pointAt(track, -1)).toEqual(track.coords[0]);
    const bent: PlacementTrack = { ...track, coords: track.coords.map(([x], i) => [x, 37.8 + (i === 5 ? 0.001 : 0)]) };
    expect(lineBetween(bent, 4.5, 5.5)).toEqual([[-121.9955, 37.8005], [-121.995, 37.801], [-121.9945, 37.8005]]);
  });
});
