import { accessFor, addDays, customerProfile, shiftId, standardReportSchema } from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { parse } from '../lib/validate';
import { customerCatalogue } from '../reference/catalogue';
import { querySiteReports } from '../services/report-store';
import { buildStandardReport, checkStandardReport, STANDARD_SITES, submitStandardReportSchema } from '../services/standard-reports';
import { armAway } from './skytrain-arm-history';
import { generateStandardHistory, standardSeeder, type StandardHistoryRequest } from './standard-history';

const caller: Caller = { username: 'grindline-seed', role: 'admin', access: accessFor('admin') };
const FROM = '2082-01-01';
const year = { seed: 11, from: FROM, to: '2082-12-31' };
const FIVE_YEARS_TO = addDays(FROM, 5 * 365 - 1);
const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86400000);
const isRegular = (r: StandardHistoryRequest) => r.shiftType === 'R-Regular';

describe('generateStandardHistory', () => {
  const history = generateStandardHistory(year);
  let fiveYears: StandardHistoryRequest[] = [];
  beforeAll(() => {
    fiveYears = generateStandardHistory({ seed: 5, from: FROM, to: FIVE_YEARS_TO });
  });

  it('is the same for the same seed and different for another', () => {
    expect(generateStandardHistory(year)).toEqual(history);
    expect(generateStandardHistory({ ...year, seed: 12 })).not.toEqual(history);
  });

  it('produces a year of requests that pass the route schema and the full schema of their line, and build reports', () => {
    const now = new Date();
    for (const request of history) {
      const head = parse(submitStandardReportSchema, request);
      const line = customerCatalogue(head.site)!.lines.find((l) => l.name === head.line)!;
      expect(standardReportSchema({ customer: head.site, minChain: line.minChain, maxChain: line.maxChain }).safeParse(request).success).toBe(true);
      const report = buildStandardReport(checkStandardReport(head), caller, now);
      expect(report.ranges).toHaveLength(request.entries?.length ?? 0);
    }
  });

  // Its speed is measured by npm run bench (the 5-year data set), never asserted in a test.
  it('generates 5 years with a shift id used once', () => {
    expect(fiveYears.length).toBeGreaterThan(4000);
    const ids = fiveYears.map((r) => shiftId({ variant: 'standard', date: r.date, shiftNum: Number(r.shiftNum), grinderType: r.grinderType }));
    expect(new Set(ids).size).toBe(ids.length);
    const nums = fiveYears.map((r) => Number(r.shiftNum));
    expect(Math.min(...nums)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...nums)).toBeLessThanOrEqual(999);
  });

  it('files ~5 night shifts per grinder a week, mostly Regular, some Stand By, Failed, Force Majeure, Off Day, Transit, rarely Maintenance', () => {
    const perGrinderWeek = history.length / 4 / (365 / 7);
    expect(perGrinderWeek).toBeGreaterThan(4.8);
    expect(perGrinderWeek).toBeLessThan(6);
    const share = (type: string) => history.filter((r) => r.shiftType === type).length / history.length;
    expect(share('R-Regular')).toBeGreaterThan(0.68);
    expect(share('R-Regular')).toBeLessThan(0.85);
    for (const type of ['S-Stand By', 'F-Failed Shift', 'FM-Force Majeure', 'OD-Off Day', 'TR-Transit']) expect(share(type)).toBeGreaterThan(0.01);
    expect(share('M-Maintenance')).toBeGreaterThan(0);
    expect(share('M-Maintenance')).toBeLessThan(0.03);
    const keys = history.map((r) => `${r.date}#${r.grinderType}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the C-Train grinder at C-Train and moves the others between the other customers in campaigns of 10-21 nights', () => {
    expect(new Set(fiveYears.filter((r) => r.grinderType === 'C-Train').map((r) => r.site))).toEqual(new Set(['C-Train']));
    expect(new Set(fiveYears.filter((r) => r.site === 'C-Train').map((r) => r.grinderType))).toEqual(new Set(['C-Train']));
    for (const grinder of ['LRG-24', 'VM-8000', 'LRG-31']) {
      const mine = fiveYears.filter((r) => r.grinderType === grinder);
      expect(new Set(mine.map((r) => r.site)).size).toBe(10);
      const runs: StandardHistoryRequest[][] = [];
      mine.forEach((r, i) => (i > 0 && mine[i - 1].site === r.site ? runs[runs.length - 1].push(r) : runs.push([r])));
      for (const run of runs.slice(1, -1)) {
        expect(run[0].shiftType).toBe('TR-Transit');
        // Nights lent to SkyTrain's Arm campaigns (LRG-31) do not count: the customer waits.
        let lent = 0;
        for (let d = run[0].date; d <= run[run.length - 1].date; d = addDays(d, 1)) if (armAway(grinder, d)) lent += 1;
        const nights = days(run[0].date, run[run.length - 1].date) + 1 - lent;
        expect(nights).toBeGreaterThanOrEqual(6);
        expect(nights).toBeLessThanOrEqual(23);
      }
    }
  });

  it('gives every standard customer Regular shifts in any 122-day window', () => {
    const regular = fiveYears.filter(isRegular);
    for (let start = FROM; days(start, FIVE_YEARS_TO) >= 121; start = addDays(start, 17)) {
      const end = addDays(start, 121);
      const sites = new Set(regular.filter((r) => r.date >= start && r.date <= end).map((r) => r.site));
      expect([start, [...sites].sort()]).toEqual([start, [...STANDARD_SITES].sort()]);
    }
  });

  it('grinds 1-5 entries a Regular night along the line from where the last night stopped, passes 1-6, some incomplete', () => {
    const regular = history.filter(isRegular);
    const entries = regular.flatMap((r) => (r.entries ?? []).map((e) => ({ ...e, site: r.site })));
    regular.forEach((r) => expect(r.entries!.length).toBeGreaterThanOrEqual(1));
    regular.forEach((r) => expect(r.entries!.length).toBeLessThanOrEqual(5));
    expect(history.filter((r) => !isRegular(r)).every((r) => r.entries!.length === 0)).toBe(true);
    const passes = entries.flatMap((e) => [Number(e.passes_l), Number(e.passes_r)]);
    expect([Math.min(...passes), Math.max(...passes)]).toEqual([1, 6]);
    const incomplete = entries.filter((e) => e.complete === false).length / entries.length;
    expect(incomplete).toBeGreaterThan(0.05);
    expect(incomplete).toBeLessThan(0.15);
    entries.forEach((e) => expect(customerProfile(e.site).profiles).toContain(e.profile_l));
    entries.forEach((e) => expect(e.number).toMatch(/^[CT]\d+$/));
    // Consecutive Regular nights of a customer on one track start where the last one stopped.
    let continued = 0;
    let sameTrack = 0;
    for (const site of STANDARD_SITES) {
      const nights = regular.filter((r) => r.site === site);
      nights.slice(1).forEach((r, i) => {
        const last = nights[i].entries!.at(-1)!;
        const first = r.entries![0];
        if (nights[i].line !== r.line || last.direction !== first.direction) return;
        sameTrack += 1;
        if (first.chainFrom_comp === (last.complete === false ? last.chainFrom_comp : last.chainTo_comp)) continued += 1;
      });
    }
    expect(sameTrack).toBeGreaterThan(regular.length * 0.8);
    expect(continued).toBe(sameTrack);
  });

  it('refuses bad options', () => {
    expect(() => generateStandardHistory({ ...year, from: '2083-01-01' })).toThrow('is after');
    expect(() => generateStandardHistory({ ...year, grinders: ['5062'] })).toThrow('Unknown standard grinder types: 5062');
  });
});

describe('standardSeeder (DynamoDB Local)', () => {
  // Dates in 2082-06 belong to this file.
  // Filing ~50 reports twice through the service took 36 s once on a loaded 2-core CI run: the seeders' 120 s.
  const options = { seed: 3, from: '2082-06-01', to: '2082-06-14' };

  it('files two weeks of history through the service, and filing them again creates none', async () => {
    expect(standardSeeder).toMatchObject({ variant: 'standard', sites: STANDARD_SITES, grinders: ['LRG-24', 'VM-8000', 'LRG-31', 'C-Train'] });
    const requests = standardSeeder.generate(options) as StandardHistoryRequest[];
    expect(requests.length).toBeGreaterThan(40);

    const first = await Promise.all(requests.map((r) => standardSeeder.submit(caller, r)));
    expect(first.every(Boolean)).toBe(true);
    const stored = (await Promise.all(STANDARD_SITES.map((site) => querySiteReports({ site, from: options.from, to: options.to })))).flat();
    expect(stored.map((r) => r.submissionId).sort()).toEqual(requests.map((r) => r.submissionId).sort());

    const again = await Promise.all(requests.map((r) => standardSeeder.submit(caller, r)));
    expect(again.some(Boolean)).toBe(false);
  }, 120_000);
});
