import { routeById } from '../../route-table';
import { seedReport } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler } from './daily-stats';

type Caller = { username: string; role: string };
const ADMIN: Caller = { username: 'admin', role: 'admin' };
const BART_ADMIN: Caller = { username: 'bartadmin', role: 'BARTadmin' };
const MBTA: Caller = { username: 'mbta', role: 'MBTA' };

const stats = (query: Record<string, string>, caller: Caller = BART_ADMIN) =>
  invoke(handler, routeEvent(routeById('daily-stats'), { query, caller }));
const shiftIds = async (query: Record<string, string>, caller?: Caller) =>
  jsonBody<{ shifts: Array<{ shiftId: string }> }>(await stats(query, caller)).shifts.map((s) => s.shiftId);

// Dates in 2085 are used by this file only.
beforeAll(async () => {
  const bart = { site: 'BART', variant: 'bart', line: 'A', sparkMin: 0, availableTrackTime: '04:30' } as const;
  await seedReport({ ...bart, shiftId: '20850501000001', date: '2085-05-01', grinderType: '5062' });
  await seedReport({ ...bart, shiftId: '20850501000002', date: '2085-05-01', grinderType: '5063' });
  await seedReport({ ...bart, shiftId: '20850502000001', date: '2085-05-02', grinderType: '5062', comments: 'wet rail' });
  await seedReport({ ...bart, shiftId: '20850510000001', date: '2085-05-10', grinderType: '5062' });
  await seedReport({ shiftId: '2085050200103', site: 'MBTA', date: '2085-05-02' });
  await seedReport({
    shiftId: '2085050300107',
    site: 'NYCT',
    variant: 'nyct',
    date: '2085-05-03',
    grinderType: 'LRG-32',
    delays: [
      { kind: 'machine', minutes: 20, comment: 'Pump' },
      { kind: 'customer', minutes: 25, comment: 'Late G.O.' },
    ],
  });
});

describe('GET /api/dashboard/daily-stats', () => {
  it("returns the site's cards within the dates, newest first", async () => {
    const result = await stats({ site: 'BART', startDate: '2085-05-01', endDate: '2085-05-05' });

    expect(result.statusCode).toBe(200);
    const { shifts } = jsonBody<{ shifts: Array<Record<string, unknown>> }>(result);
    expect(shifts.map((s) => s.shiftId)).toEqual(['20850502000001', '20850501000002', '20850501000001']);
    expect(shifts[0]).toEqual({
      shiftId: '20850502000001',
      site: 'BART',
      line: 'A',
      date: '2085-05-02',
      grinderType: '5062',
      passFeet: 1000,
      // BART's form asks neither: null, not a stored 0 or 'R-Regular' that would read as answered.
      sparkMin: null,
      feetComp: 500,
      feetIncomp: 0,
      availableTime: '04:30',
      shiftType: null,
      delay: null,
      comments: 'wet rail',
      grindData: [{ trackId: 'R_1', direction: 'EB', from: 10, to: 15, length: 500, passesLeft: 2, passesRight: 2, complete: true }],
    });
  });

  it('includes both end dates', async () => {
    expect(await shiftIds({ site: 'BART', startDate: '2085-05-02', endDate: '2085-05-10' })).toEqual(['20850510000001', '20850502000001']);
  });

  it('answers, for an empty range, the date of the newest shift before it: of the site, the grinder, or every site', async () => {
    const answer = async (query: Record<string, string>, caller?: Caller) => jsonBody<{ shifts: unknown[]; lastShiftBefore?: string }>(await stats(query, caller));
    expect(await answer({ site: 'BART', startDate: '2085-05-11', endDate: '2085-05-20' })).toEqual({ shifts: [], lastShiftBefore: '2085-05-10' });
    expect(await answer({ site: 'BART', grinder: '5063', startDate: '2085-05-05', endDate: '2085-05-31' })).toEqual({ shifts: [], lastShiftBefore: '2085-05-01' });
    expect(await answer({ site: 'ALL', startDate: '2085-05-04', endDate: '2085-05-09' }, ADMIN)).toEqual({ shifts: [], lastShiftBefore: '2085-05-03' });
    // Only for an empty range, and absent when nothing was filed before it.
    expect(await answer({ site: 'BART', startDate: '2085-05-02', endDate: '2085-05-05' })).not.toHaveProperty('lastShiftBefore');
    expect(await answer({ site: 'BART', startDate: '1971-01-01', endDate: '1971-01-31' })).toEqual({ shifts: [] });
  });

  it('filters by grinder', async () => {
    expect(await shiftIds({ site: 'BART', grinder: '5063', startDate: '2085-05-01', endDate: '2085-05-31' })).toEqual(['20850501000002']);
  });

  it('gives a multi-site admin every site for ALL, with delays summed', async () => {
    const result = await stats({ site: 'ALL', startDate: '2085-05-02', endDate: '2085-05-03' }, ADMIN);
    const { shifts } = jsonBody<{ shifts: Array<{ shiftId: string; site: string; delay: number; availableTime: string | null }> }>(result);
    expect(shifts.map((s) => [s.shiftId, s.site])).toEqual([
      ['2085050300107', 'NYCT'],
      ['2085050200103', 'MBTA'],
      ['20850502000001', 'BART'],
    ]);
    expect(shifts[0].delay).toBe(45);
    expect(shifts[0].availableTime).toBeNull();
    // BART's form records no delays: no 0 that would read as a night without any.
    expect(shifts[2].delay).toBeNull();
  });

  it("keeps site users to their own site: 403 for MBTA asking BART, and for ALL from a single-site admin", async () => {
    expect((await stats({ site: 'BART', startDate: '2085-05-01', endDate: '2085-05-05' }, MBTA)).statusCode).toBe(403);
    expect((await stats({ site: 'ALL', startDate: '2085-05-01', endDate: '2085-05-05' }, BART_ADMIN)).statusCode).toBe(403);
    expect(await shiftIds({ site: 'MBTA', startDate: '2085-05-01', endDate: '2085-05-05' }, MBTA)).toEqual(['2085050200103']);
  });

  it('answers bad dates with 400 and a clear message', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ site: 'BART', endDate: '2085-05-05' }, 'startDate is required'],
      [{ site: 'BART', startDate: '2085-13-01', endDate: '2085-05-05' }, 'startDate must be a date written YYYY-MM-DD'],
      [{ site: 'BART', startDate: '2085-05-06', endDate: '2085-05-05' }, 'startDate must be on or before endDate'],
    ];
    for (const [query, message] of cases) {
      const result = await stats(query);
      expect(result.statusCode).toBe(400);
      expect(jsonBody(result).message).toBe(message);
    }
  });
});
