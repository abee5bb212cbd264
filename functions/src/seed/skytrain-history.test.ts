import { accessFor, SKYTRAIN_GRINDER_TYPES } from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { parse } from '../lib/validate';
import { querySiteReports } from '../services/report-store';
import { buildSkytrainReport, submitSkytrainReportSchema, type SubmitSkytrainReportRequest } from '../services/skytrain-reports';
import { generateSkytrainHistory, skytrainSeeder, type SkytrainHistoryRequest } from './skytrain-history';
import { TIE_UP_LOCATIONS } from './skytrain-track';

const caller: Caller = { username: 'grindline-seed', role: 'admin', access: accessFor('admin') };
const options = { seed: 42, from: '2083-01-01', to: '2083-12-31' };
type Row = SkytrainHistoryRequest['rows'][number];

/** Where a row starts and ends in the sense the grinder travels: outbound up, inbound down. */
const start = (row: Row) => Number(row.direction === 'OB' ? row.segmentFrom : row.segmentTo);
const end = (row: Row) => Number(row.direction === 'OB' ? row.segmentTo : row.segmentFrom);
const lost = (r: SkytrainHistoryRequest) => r.sparkMins === 0;

describe('generateSkytrainHistory', () => {
  const history = generateSkytrainHistory(options);
  const byGrinder = (g: string) => history.filter((r) => r.grinderType === g);

  it('is the same for the same seed and different for another', () => {
    expect(generateSkytrainHistory(options)).toEqual(history);
    expect(generateSkytrainHistory({ ...options, seed: 43 })).not.toEqual(history);
  });

  it('produces a year of requests that all pass the route schema and build a stored report', () => {
    for (const request of history) {
      const parsed = parse(submitSkytrainReportSchema, request) as SubmitSkytrainReportRequest;
      expect(() => buildSkytrainReport(parsed, caller, new Date(), 1)).not.toThrow();
    }
  });

  it('files one night per grinder and date, about five a week, mostly Regular with some Overtime', () => {
    const keys = history.map((r) => `${r.shiftDate}#${r.grinderType}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(history.map((r) => r.grinderType))).toEqual(new Set(SKYTRAIN_GRINDER_TYPES));
    const perGrinderPerWeek = history.length / 3 / 52;
    expect(perGrinderPerWeek).toBeGreaterThan(4.5);
    expect(perGrinderPerWeek).toBeLessThan(5.5);
    const overtime = history.filter((r) => r.shiftType === 'OT-Overtime').length / history.length;
    expect(history.every((r) => r.shiftType === 'R-Regular' || r.shiftType === 'OT-Overtime')).toBe(true);
    expect(overtime).toBeGreaterThan(0.03);
    expect(overtime).toBeLessThan(0.2);
  });

  it('records spark minutes 60-240 within 180-300 minutes of track time, 0 only on nights lost to a failure', () => {
    for (const r of history) {
      expect(Number(r.availableTrackTime)).toBeGreaterThanOrEqual(180);
      expect(Number(r.availableTrackTime)).toBeLessThanOrEqual(300);
      if (lost(r)) {
        expect(r.commentsExt).toMatch(/failure/);
        expect(r.rows.every((row) => row.completed === 'incomplete')).toBe(true);
      } else {
        expect(Number(r.sparkMins)).toBeGreaterThanOrEqual(60);
        expect(Number(r.sparkMins)).toBeLessThanOrEqual(Math.min(240, Number(r.availableTrackTime)));
      }
    }
    expect(history.filter(lost).length).toBeGreaterThan(0);
    expect(history.filter(lost).length / history.length).toBeLessThan(0.06);
  });

  it('grinds with passes 1-6, ~10% of rows incomplete and a sensible mix of curve types', () => {
    const rows = history.filter((r) => !lost(r)).flatMap((r) => r.rows);
    const passes = rows.flatMap((r) => [Number(r.passesLeft), Number(r.passesRight)]);
    expect(Math.min(...passes)).toBe(1);
    expect(Math.max(...passes)).toBe(6);
    const incomplete = rows.filter((r) => r.completed === 'incomplete').length / rows.length;
    expect(incomplete).toBeGreaterThan(0.05);
    expect(incomplete).toBeLessThan(0.15);
    const share = (type: string) => rows.filter((r) => r.curveType === type).length / rows.length;
    expect(share('Tangent')).toBeGreaterThan(share('Curve'));
    expect(share('Curve')).toBeGreaterThan(share('Station'));
    expect(share('Switch')).toBeGreaterThan(0.02);
    expect(rows.some((r) => r.comments)).toBe(true);
    for (const r of history) {
      expect(r.rows.length).toBeGreaterThanOrEqual(1);
      expect(r.rows.length).toBeLessThanOrEqual(6);
    }
  });

  it('advances each grinder along its own line and direction, re-grinding an incomplete row the next night', () => {
    for (const grinder of SKYTRAIN_GRINDER_TYPES) {
      const mine = byGrinder(grinder);
      let continued = 0;
      mine.slice(1).forEach((r, i) => {
        const prev = mine[i];
        if (prev.line !== r.line || prev.rows[0].direction !== r.rows[0].direction) return;
        const last = prev.rows[prev.rows.length - 1];
        expect(start(r.rows[0])).toBe(last.completed === 'incomplete' ? start(last) : end(last));
        continued += 1;
      });
      expect(continued).toBeGreaterThan(mine.length * 0.9);
      expect(new Set(mine.map((r) => r.line)).size).toBeGreaterThan(1);
      for (const r of mine) r.rows.slice(1).forEach((row, i) => expect(start(row)).toBe(end(r.rows[i])));
    }
    const dates = new Set(history.map((r) => r.shiftDate));
    for (const date of dates) {
      const campaigns = history.filter((r) => r.shiftDate === date).map((r) => `${r.line}/${r.rows[0].direction}`);
      expect(new Set(campaigns).size).toBe(campaigns.length);
    }
  });

  it('runs each grinder engine-hour meter upwards and ties up at the line yards and stations', () => {
    for (const grinder of SKYTRAIN_GRINDER_TYPES) {
      const hours = byGrinder(grinder).map((r) => Number(r.engineHours));
      hours.slice(1).forEach((h, i) => expect(h).toBeGreaterThan(hours[i]));
    }
    for (const r of history) expect(TIE_UP_LOCATIONS[r.line as string]).toContain(r.tieUpLocation);
    expect(new Set(history.map((r) => r.stoneType))).toEqual(new Set(['coarse', 'medium', 'fine']));
    expect(history.filter((r) => r.commentsExt).length / history.length).toBeGreaterThan(0.3);
  });

  // Its speed is measured by npm run bench (the 5-year data set), never asserted in a test.
  it('generates five years of shifts', () => {
    expect(generateSkytrainHistory({ seed: 1, from: '2079-01-01', to: '2083-12-31' }).length).toBeGreaterThan(3500);
  });

  it('refuses bad options', () => {
    expect(() => generateSkytrainHistory({ ...options, from: '2084-01-01' })).toThrow('is after');
    expect(() => generateSkytrainHistory({ ...options, grinders: ['LRG-24'] })).toThrow('Unknown SkyTrain grinder types: LRG-24');
  });
});

// Dates in 2083-06 are used by this file only: the table is shared by the whole run.
describe('skytrainSeeder (DynamoDB Local)', () => {
  it('files two weeks of history through the service with distinct shift ids, and filing again creates none', async () => {
    const range = { from: '2083-06-01', to: '2083-06-14' };
    const requests = skytrainSeeder.generate({ seed: 7, ...range, grinders: skytrainSeeder.grinders }) as SkytrainHistoryRequest[];
    const dates = [...new Set(requests.map((r) => r.shiftDate))];
    const fileAll = async () => {
      const created: boolean[] = [];
      // The grinders of a date are filed at once, as the seed's pool does, so shift numbers race.
      for (const date of dates) {
        created.push(...(await Promise.all(requests.filter((r) => r.shiftDate === date).map((r) => skytrainSeeder.submit(caller, r)))));
      }
      return created;
    };

    expect(await fileAll()).toEqual(requests.map(() => true));
    const stored = await querySiteReports({ site: 'SKYTRAIN', ...range });
    expect(stored).toHaveLength(requests.length);
    expect(new Set(stored.map((r) => r.shiftId)).size).toBe(requests.length);
    expect(new Set(stored.map((r) => r.submissionId))).toEqual(new Set(requests.map((r) => r.submissionId)));
    for (const date of dates) {
      const nums = stored.filter((r) => r.date === date).map((r) => r.shiftNum ?? 0).sort((a, b) => a - b);
      expect(nums).toEqual(nums.map((_, i) => i + 1));
    }

    expect(await fileAll()).toEqual(requests.map(() => false));
    expect(await querySiteReports({ site: 'SKYTRAIN', ...range })).toHaveLength(requests.length);
    // Two weeks filed twice through DynamoDB Local: 14 s alone, and it shares the emulator with the
    // harness suites in a whole run (31 s once in CI, under the default 30 s timeout).
  }, 120_000);
});
