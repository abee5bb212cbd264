import { accessFor, minutesOfDay, NYCT_DEFECT_TYPES, NYCT_LEVELS, type NyctGrindLimitInput } from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { buildNyctReport, submitNyctReportSchema } from '../services/nyct-reports';
import { querySiteReports } from '../services/report-store';
import { generateNyctHistory, nyctSeeder } from './nyct-history';

const options = { seed: 7, from: '2084-01-01', to: '2084-12-31' };
const caller: Caller = { username: 'grindline-seed', role: 'admin', access: accessFor('admin') };
const feetOf = (chain: unknown, feet: unknown) => Number(chain) * 100 + Number(feet ?? 0);
const levelIndex = (label: unknown) => NYCT_LEVELS.findIndex((l) => l.label === label);
/** Minutes after 18:00 of the night, so 23:30 comes before 00:01. */
const night = (time: unknown) => (minutesOfDay(time as string) + 6 * 60) % (24 * 60);

describe('generateNyctHistory', () => {
  const history = generateNyctHistory(options);
  const limits: NyctGrindLimitInput[] = history.flatMap((r) => r.grindLimits);

  it('is the same for the same seed and different for another', () => {
    expect(generateNyctHistory(options)).toEqual(history);
    expect(generateNyctHistory({ ...options, seed: 8 })).not.toEqual(history);
  });

  it('produces a year of requests every one of which passes the submit schema and builds a stored report', () => {
    for (const request of history) {
      const parsed = submitNyctReportSchema.safeParse(request);
      expect(parsed.error?.issues ?? []).toEqual([]);
      const report = buildNyctReport(parsed.data!, caller, new Date(), 1);
      expect(report.feetComp + report.feetIncomp).toBeGreaterThan(0);
    }
  });

  it('files one night per grinder and date, about five a week, with lost nights', () => {
    const keys = history.map((r) => `${r.date}#${r.grinderType}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(history.map((r) => r.grinderType))).toEqual(new Set(['LPC-1', 'LPC-5', 'LRG-32']));
    const perGrinderPerWeek = history.length / 3 / (366 / 7);
    expect(perGrinderPerWeek).toBeGreaterThan(4.3);
    expect(perGrinderPerWeek).toBeLessThan(5);
    expect(history.map((r) => r.date)).toEqual([...history.map((r) => r.date)].sort());
  });

  it('keeps the night in order: yard departure, GO start, entry, depart, GO end, yard arrival; fuel and water drop', () => {
    for (const r of history) {
      const times = [r.departTime, r.goStartTime, r.goEntryTime, r.goDepartTime, r.goEndTime, r.arrivalTime].map(night);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(levelIndex(r.arrivalFuel)).toBeGreaterThan(levelIndex(r.departFuel));
      expect(levelIndex(r.arrivalWater)).toBeGreaterThan(levelIndex(r.departWater));
      expect(r.goNum).toMatch(/^G\.O\. 84-\d{5}$/);
      expect(Number(r.sparkMin)).toBeGreaterThanOrEqual(60);
      expect(Number(r.sparkMin)).toBeLessThanOrEqual(240);
      expect(r.line.startsWith(`${r.div}_`)).toBe(true);
    }
  });

  it('removes defects on about 40% of the limits, 1-3 of the spec types each with P1-P3 and 1-12 removed', () => {
    const withDefects = limits.filter((l) => (l.defects ?? []).length > 0);
    expect(withDefects.length / limits.length).toBeGreaterThan(0.3);
    expect(withDefects.length / limits.length).toBeLessThan(0.5);
    const labels = NYCT_DEFECT_TYPES.map((d) => d.label as string);
    for (const l of withDefects) {
      expect(l.defects!.length).toBeLessThanOrEqual(3);
      for (const d of l.defects!) {
        expect(labels).toContain(d.type);
        expect(['P1', 'P2', 'P3']).toContain(d.priority);
        expect(Number(d.numRemoved)).toBeGreaterThanOrEqual(1);
        expect(Number(d.numRemoved)).toBeLessThanOrEqual(12);
      }
    }
  });

  it('grinds forward station by station along one track, with the mix of segments, profiles, passes and incomplete limits', () => {
    expect(new Set(limits.map((l) => l.segmentType))).toEqual(new Set(['Tangent', 'Guarded Curve', 'Un-Guarded Curve']));
    expect(new Set(limits.flatMap((l) => [l.profileLeft, l.profileRight]))).toEqual(new Set(['HR-1', 'HR-2', 'TAN', 'LOW']));
    const passes = limits.flatMap((l) => [Number(l.passesLeft), Number(l.passesRight)]);
    expect([Math.min(...passes), Math.max(...passes)]).toEqual([1, 8]);
    const incomplete = limits.filter((l) => l.completed === 'incomplete').length / limits.length;
    expect(incomplete).toBeGreaterThan(0.05);
    expect(incomplete).toBeLessThan(0.15);
    for (const r of history) {
      const ends = r.grindLimits.flatMap((l) => [feetOf(l.segmentFrom, l.segmentFromFeet), feetOf(l.segmentTo, l.segmentToFeet)]);
      expect(ends).toEqual([...ends].sort((a, b) => a - b));
      expect(new Set(r.grindLimits.map((l) => l.trackId)).size).toBe(1);
    }
    const mine = history.filter((r) => r.grinderType === 'LPC-5');
    const first = (r: (typeof history)[number]) => feetOf(r.grindLimits[0].segmentFrom, r.grindLimits[0].segmentFromFeet);
    const sameTrack = mine.slice(1).filter((r, i) => r.grindLimits[0].trackId === mine[i].grindLimits[0].trackId);
    expect(sameTrack.length).toBeGreaterThan(mine.length * 0.8);
    // A night resumes where the last ended, or at the start of its incomplete limit; only a new
    // campaign that happens to pick the same track starts elsewhere.
    const resume = (r: (typeof history)[number]) => {
      const last = r.grindLimits[r.grindLimits.length - 1];
      return last.completed === 'incomplete' ? feetOf(last.segmentFrom, last.segmentFromFeet) : feetOf(last.segmentTo, last.segmentToFeet);
    };
    const resumed = sameTrack.filter((r) => first(r) === resume(mine[mine.indexOf(r) - 1]));
    expect(resumed.length).toBeGreaterThan(sameTrack.length * 0.97);
  });

  it('records delays on a minority of nights, each with its comment', () => {
    const delayed = history.filter((r) => Number(r.machineDelay) + Number(r.fmDelay) + Number(r.trainDelay) + Number(r.customerDelay) > 0);
    expect(delayed.length / history.length).toBeGreaterThan(0.1);
    expect(delayed.length / history.length).toBeLessThan(0.5);
    for (const r of history) {
      expect(Number(r.trainDelay) > 0).toBe(r.trainDelayComment !== '');
      expect(Number(r.machineDelay) > 0).toBe(r.machineDelayComment !== '');
    }
  });

  // Its speed is measured by npm run bench (the 5-year data set), never asserted in a test.
  it('generates five years of shifts', () => {
    expect(generateNyctHistory({ seed: 1, from: '2080-01-01', to: '2084-12-31' }).length).toBeGreaterThan(3000);
  });

  it('refuses bad options', () => {
    expect(() => generateNyctHistory({ ...options, from: '2085-01-01' })).toThrow('is after');
    expect(() => generateNyctHistory({ ...options, grinders: ['5062'] })).toThrow('Unknown NYCT grinder types: 5062');
  });
});

// Dates 2084-06-01 to 2084-06-14 belong to this file (the table is shared by the whole run).
describe('nyctSeeder', () => {
  it('files two weeks through the service with distinct shift ids, and filing again creates none', async () => {
    const requests = nyctSeeder.generate({ seed: 11, from: '2084-06-01', to: '2084-06-14', grinders: nyctSeeder.grinders });
    expect(nyctSeeder).toMatchObject({ variant: 'nyct', sites: ['NYCT'], grinders: ['LPC-1', 'LPC-5', 'LRG-32'] });

    const created = await Promise.all(requests.map((r) => nyctSeeder.submit(caller, r)));
    expect(created.every(Boolean)).toBe(true);
    const stored = await querySiteReports({ site: 'NYCT', from: '2084-06-01', to: '2084-06-14' });
    expect(stored).toHaveLength(requests.length);
    expect(new Set(stored.map((r) => r.shiftId)).size).toBe(requests.length);
    expect(stored.every((r) => r.shiftNum === 1)).toBe(true);

    const again = await Promise.all(requests.map((r) => nyctSeeder.submit(caller, r)));
    expect(again.some(Boolean)).toBe(false);
    expect(await querySiteReports({ site: 'NYCT', from: '2084-06-01', to: '2084-06-14' })).toHaveLength(requests.length);
  });
});
