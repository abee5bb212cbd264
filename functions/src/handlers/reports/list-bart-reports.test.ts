import { routeById } from '../../route-table';
import { bartForm, seedReport } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler as submit } from './submit-bart-report';
import { handler } from './list-bart-reports';

const BART_ADMIN = { username: 'bartadmin', role: 'BARTadmin' };
const list = (query: Record<string, string>, caller = BART_ADMIN) =>
  invoke(handler, routeEvent(routeById('bart-report-list'), { query, caller }));

// Dates in 2083 are used by this file only.
describe('GET /api/reports/bart', () => {
  it("lists the BART reports of the day asked, without other days' or other sites' reports", async () => {
    const file = (date: string, grinderType: string) =>
      invoke(submit, routeEvent(routeById('bart-report-submit'), { body: bartForm({ date, grinderType }), caller: BART_ADMIN }));
    expect((await file('2083-03-01', '5062')).statusCode).toBe(201);
    expect((await file('2083-03-01', 'LRG-7')).statusCode).toBe(201);
    expect((await file('2083-03-02', '5062')).statusCode).toBe(201);
    await seedReport({ shiftId: '2083030100103', site: 'MBTA', date: '2083-03-01' });

    const result = await list({ date: '2083-03-01' });

    expect(result.statusCode).toBe(200);
    const { reports } = jsonBody<{ reports: Array<Record<string, unknown>> }>(result);
    expect(reports.map((r) => r.shiftId)).toEqual(['20830301000001', '20830301000006']);
    expect(reports[0]).toMatchObject({ site: 'BART', date: '2083-03-01', grinderType: '5062', feetComp: 2640 });
    for (const report of reports) for (const key of ['pk', 'sk', 'bySiteDatePk', 'bySiteDateSk', 'entity']) expect(report).not.toHaveProperty(key);
  });

  it("answers a day without reports with an empty list and BART's last shift day before it, also for read-only admins", async () => {
    const result = await list({ date: '2083-03-09' }, { username: 'adminreadonly', role: 'adminReadOnly' });
    expect(result.statusCode).toBe(200);
    // The MBTA report of 2083-03-01 is not BART's; the newest BART day before the 9th is the 2nd.
    expect(jsonBody(result)).toEqual({ reports: [], lastShiftBefore: '2083-03-02' });
    // A day with reports does not look further back; a day before any report names none.
    expect(jsonBody(await list({ date: '2083-03-02' }))).not.toHaveProperty('lastShiftBefore');
    expect(jsonBody(await list({ date: '2000-01-01' }))).toEqual({ reports: [] });
  });

  it('answers a missing or malformed date with 400', async () => {
    expect(jsonBody(await list({}))).toEqual({ message: 'date is required', issues: [{ path: 'date', message: 'date is required' }] });
    expect((await list({ date: '2083-3-1' })).statusCode).toBe(400);
  });
});
