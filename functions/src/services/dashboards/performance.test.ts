import { emptyTotals } from '@grindline/domain';
import { parse } from '../../lib/validate';
import type { ShiftRow, TrackRow } from '../aggregates/read-aggregates';
import { performanceFigures, performanceQuerySchema, planTrackFeet } from './performance';

const track = (trackId: string, period: string, compFeet: number, incompFeet = 0, grinderType = 'LPC-1'): TrackRow => ({
  site: 'NYCT',
  grinderType,
  line: trackId.slice(0, trackId.lastIndexOf('_')),
  trackId,
  period,
  compFeet,
  incompFeet,
});

const shift = (line: string, shiftType: string, shifts: number, feetComp: number, grinderType = 'LPC-1'): ShiftRow => ({
  ...emptyTotals(),
  site: 'NYCT',
  grinderType,
  line,
  shiftType,
  stoneType: '',
  period: '2024-03',
  shifts,
  feetComp,
  sparkMin: shifts * 100,
});

const TRACKS = [
  track('IRT_BB_1', '2024-03', 1000, 200),
  track('IRT_BB_1', '2024-04-02', 500),
  track('IND_EA_2', '2024-03', 700, 0, 'LRG-32'),
  track('BMT_CN_1', '2024-04', 300),
];
const SHIFTS = [
  shift('IRT_BB', 'Regular', 2, 1500),
  shift('IND_EA', 'Regular', 1, 700, 'LRG-32'),
  shift('IND_EA', 'Overtime', 1, 0, 'LRG-32'),
  shift('BMT_CN', 'Regular', 1, 300),
  // Filed on 'Other': its tracks may be of any division.
  shift('Other', 'Regular', 1, 400),
];
const query = (extra: Record<string, string> = {}) => parse(performanceQuerySchema, { site: 'NYCT', startDate: '2024-01-01', endDate: '2024-12-31', ...extra });

describe('performanceFigures with a NYCT division (issue 13)', () => {
  it('keeps only the tracks, months and shifts of the division', () => {
    const f = performanceFigures(query({ div: 'IND' }), 9000, TRACKS, SHIFTS);
    expect(f.division).toBe('IND');
    expect(f.byTrack).toEqual([{ trackId: 'IND_EA_2', line: 'IND_EA', compFeet: 700, incompFeet: 0 }]);
    expect(f.byMonth).toEqual([{ month: '2024-03', feet: 700 }]);
    expect(f.byShiftType.map((s) => [s.name, s.shifts, s.feetComp])).toEqual([
      ['Overtime', 1, 0],
      ['Regular', 1, 700],
    ]);
    expect(f.totals).toMatchObject({ shifts: 2, feetComp: 700, sparkMin: 200 });
    expect(f.trackFeet).toBe(9000);
  });

  it('counts every division, and the shifts filed on Other, when no division is chosen', () => {
    const f = performanceFigures(query(), null, TRACKS, SHIFTS);
    expect(f.division).toBeNull();
    expect(f.byTrack.map((t) => t.trackId)).toEqual(['BMT_CN_1', 'IND_EA_2', 'IRT_BB_1']);
    expect(f.byMonth).toEqual([
      { month: '2024-03', feet: 1700 },
      { month: '2024-04', feet: 800 },
    ]);
    expect(f.totals.shifts).toBe(6);
    // The Other shift is in no single division.
    const perDivision = (['IRT', 'IND', 'BMT'] as const).map((div) => performanceFigures(query({ div }), null, TRACKS, SHIFTS).totals.shifts);
    expect(perDivision).toEqual([2, 2, 1]);
  });

  it('combines a division with a grinder', () => {
    const f = performanceFigures(query({ div: 'IRT', grinder: 'LRG-32' }), null, TRACKS, SHIFTS);
    expect(f.byTrack).toEqual([]);
    expect(f.totals.shifts).toBe(0);
    expect(performanceFigures(query({ div: 'IRT', grinder: 'LPC-1' }), null, TRACKS, SHIFTS).byTrack).toEqual([{ trackId: 'IRT_BB_1', line: 'IRT_BB', compFeet: 1500, incompFeet: 200 }]);
  });
});

describe('planTrackFeet', () => {
  const plan = {
    phases: [
      { phase: 1 as const, startDate: '2024-01-01', endDate: '2024-06-30', tracks: [{ trackId: 'IRT_BB_1', line: 'IRT_BB', lengthFeet: 4000 }, { trackId: 'IND_EA_2', line: 'IND_EA', lengthFeet: 3000 }] },
      { phase: 2 as const, startDate: '2024-07-01', endDate: '2024-12-31', tracks: [{ trackId: 'IRT_BB_1', line: 'IRT_BB', lengthFeet: 4100 }] },
    ],
  };

  it("sums the plan's tracks once each, only the division's when one is chosen", () => {
    expect(planTrackFeet(plan)).toBe(7100);
    expect(planTrackFeet(plan, 'IRT')).toBe(4100);
    expect(planTrackFeet(plan, 'IND')).toBe(3000);
    expect(planTrackFeet(plan, 'BMT')).toBeNull();
    expect(planTrackFeet(null)).toBeNull();
  });
});

describe('performance query div', () => {
  const problem = (q: Record<string, string>) => {
    try {
      parse(performanceQuerySchema, { site: 'NYCT', startDate: '2024-01-01', endDate: '2024-12-31', ...q });
      return null;
    } catch (e) {
      return { message: (e as Error).message, paths: (e as { issues: Array<{ path: string }> }).issues.map((i) => i.path) };
    }
  };

  it('takes IRT, IND or BMT at NYCT, and a blank div as every division', () => {
    expect(query({ div: 'BMT' }).div).toBe('BMT');
    expect(query({ div: '' }).div).toBeUndefined();
  });

  it('refuses another value, and any division at another site, naming div', () => {
    expect(problem({ div: 'IRT%' })).toEqual({ message: 'div must be one of IRT, IND, BMT', paths: ['div'] });
    expect(problem({ div: 'irt' })).toEqual({ message: 'div must be one of IRT, IND, BMT', paths: ['div'] });
    expect(problem({ site: 'BART', div: 'IRT' })).toEqual({ message: 'div (a New York division) is only for site NYCT', paths: ['div'] });
    expect(problem({ site: 'BART' })).toBeNull();
  });
});
