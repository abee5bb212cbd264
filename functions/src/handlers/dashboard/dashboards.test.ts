import { accessFor, type ShiftReport } from '@grindline/domain';
import { routeById } from '../../route-table';
import { deleteReport } from '../../services/delete-report';
import { fileReport } from '../../services/file-report';
import { queryAudit } from '../../services/audit-log';
import { querySiteReports } from '../../services/report-store';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { standardReport } from '../../../tests/support/standard-report';
import { handler as overviewHandler } from './overview';
import { handler as monthlyHandler } from './monthly';
import { handler as siteHandler } from './site-figures';
import { handler as performanceHandler } from './performance';
import { handler as planHandler } from './site-plan-put';

type Caller = { username: string; role: string };
const ADMIN: Caller = { username: 'admin', role: 'admin' };
const NCTD: Caller = { username: 'nctdadmin', role: 'NCTDadmin' };
const MBTA: Caller = { username: 'mbta', role: 'MBTA' };
const NYCT: Caller = { username: 'nyctadmin', role: 'NYCTadmin' };
const SEED = { username: 'seed', role: 'admin', access: accessFor('admin') };

// Dates in 2087 are used by this file only; NCTD and OTRAIN reports.
const report = (shiftId: string, overrides: Partial<ShiftReport>): ShiftReport =>
  standardReport({ shiftId, site: 'NCTD', line: 'Coaster', date: '2087-03-10', createdAt: '2087-03-10T08:00:00.000Z', createdBy: 'nctdadmin', ...overrides });

const get = async <T>(h: typeof overviewHandler, id: string, query: Record<string, string>, caller: Caller = NCTD) => {
  const result = await invoke(h, routeEvent(routeById(id), { query, caller }));
  return { status: result.statusCode, body: jsonBody<T & { message?: string }>(result) };
};

type Overview = { overview: { sites: Array<{ site: string; totals: Record<string, number>; grinderShifts: Record<string, number>; stoneShifts: Record<string, number> }> } };

beforeAll(async () => {
  await fileReport(report('2087031000101', {}), 'taken', { mail: false });
  await fileReport(report('2087031000102', { grinderType: 'LRG-7', shiftType: 'OT-Overtime', stoneType: '6" fine', sparkMin: 50, availableTrackTime: undefined }), 'taken', { mail: false });
  await fileReport(
    report('2087040200101', { date: '2087-04-02', feetComp: 500, ranges: [{ trackId: 'C_2', direction: '2', from: 0, to: 5, length: 500, passesLeft: 1, passesRight: 1, complete: true }] }),
    'taken',
    { mail: false },
  );
  await fileReport(report('2087031100101', { site: 'OTRAIN', line: 'Trillium', date: '2087-03-11' }), 'taken', { mail: false });
  // NYCT in June 2087 (outside the other tests' ranges): one IRT and one IND shift.
  const subway = (shiftId: string, line: string, trackId: string, length: number) =>
    report(shiftId, { site: 'NYCT', date: '2087-06-10', line, grinderType: 'LPC-1', feetComp: length, ranges: [{ trackId, direction: '1', from: 0, to: 1, length, passesLeft: 1, passesRight: 1, complete: true }] });
  await fileReport(subway('2087061000101', 'IRT_BB', 'IRT_BB_1', 800), 'taken', { mail: false });
  await fileReport(subway('2087061000102', 'IND_EA', 'IND_EA_2', 300), 'taken', { mail: false });
});

describe('dashboards read the aggregates the filings wrote', () => {
  it('sums a site over a range that mixes whole months and days, and follows a delete', async () => {
    const q = { site: 'NCTD', startDate: '2087-03-05', endDate: '2087-04-30' };
    const before = await get<Overview>(overviewHandler, 'dashboard-overview', q);
    expect(before.status).toBe(200);
    const nctd = before.body.overview.sites[0];
    expect(nctd.totals).toMatchObject({ shifts: 3, sparkMin: 250, feetComp: 2500, availableMin: 480, availableShifts: 2 });
    expect(nctd.grinderShifts).toEqual({ '5062': 2, 'LRG-7': 1 });
    expect(nctd.stoneShifts).toEqual({ '10V': 2, '6" fine': 1 });

    // The same answer a scan of the reports gives.
    const reports = await querySiteReports({ site: 'NCTD', from: q.startDate, to: q.endDate });
    expect(nctd.totals.feetComp).toBe(reports.reduce((s, r) => s + r.feetComp, 0));

    await deleteReport({ ...SEED }, '2087031000102');
    const after = await get<Overview>(overviewHandler, 'dashboard-overview', q);
    expect(after.body.overview.sites[0].totals).toMatchObject({ shifts: 2, sparkMin: 200 });
    expect(after.body.overview.sites[0].grinderShifts).toEqual({ '5062': 2 });
    await fileReport(report('2087031000102', { grinderType: 'LRG-7', shiftType: 'OT-Overtime', stoneType: '6" fine', sparkMin: 50, availableTrackTime: undefined }), 'taken', { mail: false });
  });

  it('reads a range up to a day of a year as the year minus what follows it, to the figures of its reports', async () => {
    // 2087-04-02 is filed in the same year after the range's end: the year item holds it, the subtraction takes it out.
    const q = { site: 'NCTD', startDate: '2000-01-01', endDate: '2087-03-31' };
    const { body } = await get<Overview>(overviewHandler, 'dashboard-overview', q);
    const reports = await querySiteReports({ site: 'NCTD', from: q.startDate, to: q.endDate });
    expect(reports.some((r) => r.date > '2087-03-31')).toBe(false);
    const nctd = body.overview.sites.find((s) => s.site === 'NCTD')!;
    expect(nctd.totals.shifts).toBe(reports.length);
    expect(nctd.totals.feetComp).toBe(reports.reduce((s, r) => s + r.feetComp, 0));
    const byGrinder: Record<string, number> = {};
    for (const r of reports) byGrinder[r.grinderType!] = (byGrinder[r.grinderType!] ?? 0) + 1;
    expect(nctd.grinderShifts).toEqual(byGrinder);
  });

  it('gives a multi-site admin every site for ALL and keeps a site user to its own', async () => {
    const all = await get<Overview>(overviewHandler, 'dashboard-overview', { site: 'ALL', startDate: '2087-03-01', endDate: '2087-03-31' }, ADMIN);
    expect(all.body.overview.sites.map((s) => s.site).sort()).toEqual(['NCTD', 'OTRAIN']);
    expect((await get(overviewHandler, 'dashboard-overview', { site: 'NCTD', startDate: '2087-03-01', endDate: '2087-03-31' }, MBTA)).status).toBe(403);
    expect((await get(overviewHandler, 'dashboard-overview', { site: 'ALL', startDate: '2087-03-01', endDate: '2087-03-31' }, NCTD)).status).toBe(403);
  });

  it('answers the performance figures by track, month and shift type, filtered by grinder', async () => {
    const { body } = await get<{ performance: { byTrack: unknown[]; byMonth: unknown[]; byShiftType: Array<{ name: string; shifts: number }> } }>(
      performanceHandler,
      'dashboard-performance',
      { site: 'NCTD', startDate: '2087-01-01', endDate: '2087-12-31', grinder: '5062' },
    );
    expect(body.performance.byTrack).toEqual([
      { trackId: 'C_1', line: 'Coaster', compFeet: 1000, incompFeet: 0 },
      { trackId: 'C_2', line: 'Coaster', compFeet: 500, incompFeet: 0 },
    ]);
    expect(body.performance.byMonth).toEqual([
      { month: '2087-03', feet: 1000 },
      { month: '2087-04', feet: 500 },
    ]);
    expect(body.performance.byShiftType.map((s) => [s.name, s.shifts])).toEqual([['R-Regular', 2]]);
  });

  it('narrows the NYCT performance figures to a division (div), and refuses div at another site', async () => {
    type Perf = { performance: { division: string | null; byTrack: Array<{ trackId: string }>; totals: { shifts: number; feetComp: number } } };
    const june = { site: 'NYCT', startDate: '2087-06-01', endDate: '2087-06-30' };
    const all = await get<Perf>(performanceHandler, 'dashboard-performance', june, NYCT);
    expect(all.body.performance.totals).toMatchObject({ shifts: 2, feetComp: 1100 });
    const ind = await get<Perf>(performanceHandler, 'dashboard-performance', { ...june, div: 'IND' }, NYCT);
    expect(ind.status).toBe(200);
    expect(ind.body.performance.division).toBe('IND');
    expect(ind.body.performance.byTrack.map((t) => t.trackId)).toEqual(['IND_EA_2']);
    expect(ind.body.performance.totals).toMatchObject({ shifts: 1, feetComp: 300 });
    const bad = await get(performanceHandler, 'dashboard-performance', { ...june, div: 'QNS' }, NYCT);
    expect([bad.status, bad.body.message]).toEqual([400, 'div must be one of IRT, IND, BMT']);
    const elsewhere = await get(performanceHandler, 'dashboard-performance', { site: 'NCTD', startDate: '2087-01-01', endDate: '2087-12-31', div: 'IRT' });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([400, 'div (a New York division) is only for site NYCT']);
  });

  it("uses the administrator's plan for the monthly report: phase tracks, MTD, PTD and remaining", async () => {
    const plan = {
      goalFeet: 10000,
      phases: [
        { phase: 1, startDate: '2087-01-01', endDate: '2087-12-31', tracks: [{ trackId: 'C_1', line: 'Coaster', lengthFeet: 4000 }] },
        { phase: 2, startDate: '2087-04-01', endDate: '2087-12-31', tracks: [{ trackId: 'C_2', line: 'Coaster', lengthFeet: 2000 }] },
      ],
    };
    expect((await invoke(planHandler, routeEvent(routeById('site-plan-put'), { params: { site: 'NCTD' }, body: plan, caller: NCTD }))).statusCode).toBe(403);
    expect((await invoke(planHandler, routeEvent(routeById('site-plan-put'), { params: { site: 'NCTD' }, body: plan, caller: ADMIN }))).statusCode).toBe(200);
    // The plan change is audited in its own transaction (issue 11: every write).
    const today = new Date().toISOString().slice(0, 10);
    const audited = await queryAudit({ from: today, to: today, site: 'NCTD' });
    expect(audited.find((a) => a.action === 'sitePlan.put' && a.target === 'NCTD')?.summary).toBe('plan of NCTD set: 2 phases, goal 10,000 ft');

    type Monthly = { monthly: { mtd: unknown; ptd: unknown; completed: Record<string, number | null>; byTrack: unknown[]; shiftTypes: Array<{ grinderType: string; mtd: unknown; ptd: unknown }> } };
    const one = await get<Monthly>(monthlyHandler, 'dashboard-monthly', { site: 'NCTD', projectStart: '2087-01-01', reportEnd: '2087-04-15', interval: '31', phase: '1' });
    expect(one.status).toBe(200);
    expect(one.body.monthly.mtd).toEqual({ startDate: '2087-03-15', endDate: '2087-04-15' });
    expect(one.body.monthly.ptd).toEqual({ startDate: '2087-01-01', endDate: '2087-03-14' });
    expect(one.body.monthly.completed).toEqual({ mtdFeet: 0, ptdFeet: 2000, totalFeet: 2000, trackFeet: 4000, remainingFeet: 2000 });
    expect(one.body.monthly.shiftTypes.find((s) => s.grinderType === 'LRG-7')).toEqual({ grinderType: 'LRG-7', mtd: {}, ptd: { 'OT-Overtime': 1 } });
    // NCTD does not run the spec's BART grinders: its pies are the grinders that worked there (monthlyPieGrinders).
    expect(one.body.monthly.shiftTypes.map((s) => s.grinderType)).toEqual(['LRG-7', '5062']);

    const two = await get<Monthly>(monthlyHandler, 'dashboard-monthly', { site: 'NCTD', projectStart: '2087-01-01', reportEnd: '2087-04-15', phase: '2' });
    expect(two.body.monthly.completed).toEqual({ mtdFeet: 500, ptdFeet: 0, totalFeet: 500, trackFeet: 2000, remainingFeet: 1500 });
    expect(two.body.monthly.byTrack).toEqual([{ trackId: 'C_2', line: 'Coaster', ptdFeet: 0, mtdFeet: 500, remainingFeet: 1500 }]);
  });

  it('gives the site dashboard completed by line and month, with the goal', async () => {
    const { body } = await get<{ site: { goalFeet: number; byLine: unknown[]; byMonth: unknown[]; byGrinder: Array<{ name: string; shifts: number }> } }>(
      siteHandler,
      'dashboard-site',
      { site: 'NCTD', startDate: '2087-01-01', endDate: '2087-04-15' },
    );
    expect(body.site.goalFeet).toBe(10000);
    expect(body.site.byLine).toEqual([{ line: 'Coaster', mtdFeet: 500, ptdFeet: 2000 }]);
    expect(body.site.byGrinder.map((g) => [g.name, g.shifts])).toEqual([['5062', 2], ['LRG-7', 1]]);
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: Array<[typeof overviewHandler, string, Record<string, string>, string]> = [
      [overviewHandler, 'dashboard-overview', { site: 'NCTD', endDate: '2087-01-01' }, 'startDate is required'],
      [overviewHandler, 'dashboard-overview', { site: 'NCTD', startDate: '2087-02-01', endDate: '2087-01-01' }, 'startDate must be on or before endDate'],
      [monthlyHandler, 'dashboard-monthly', { site: 'NCTD', projectStart: '2087-01-01', reportEnd: '2087-02-01', interval: '0' }, 'interval must be at least 1'],
      [monthlyHandler, 'dashboard-monthly', { site: 'NCTD', projectStart: '2087-01-01', reportEnd: '2087-02-01', phase: '3' }, 'phase must be 1 or 2'],
    ];
    for (const [h, id, query, message] of cases) {
      const result = await get(h, id, query);
      expect([result.status, result.body.message]).toEqual([400, message]);
    }
  });
});
