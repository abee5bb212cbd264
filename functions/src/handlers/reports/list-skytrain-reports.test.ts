import { routeById } from '../../route-table';
import { seedReport } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler } from './list-skytrain-reports';

const list = (query: Record<string, string>, role = 'SKYTRAINadmin') => invoke(handler, routeEvent(routeById('skytrain-report-list'), { query, caller: { username: 'u', role } }));

// Dates in 2092-02 are used by this file only.
describe('GET /api/reports/skytrain', () => {
  it('lists the SkyTrain reports of one day only', async () => {
    await seedReport({ shiftId: '20920201001008', site: 'SKYTRAIN', date: '2092-02-01', variant: 'skytrain', line: 'EXPO' });
    await seedReport({ shiftId: '20920202001008', site: 'SKYTRAIN', date: '2092-02-02', variant: 'skytrain', line: 'EXPO' });
    await seedReport({ shiftId: '20920201001003', site: 'MBTA', date: '2092-02-01' });
    const answer = jsonBody(await list({ date: '2092-02-01' })) as { reports: { shiftId: string }[] };
    expect(answer.reports.map((r) => r.shiftId)).toEqual(['20920201001008']);
    expect(answer).not.toHaveProperty('lastShiftBefore');
  });

  it("answers a day without reports with SkyTrain's last shift day before it", async () => {
    await seedReport({ shiftId: '20920205001008', site: 'SKYTRAIN', date: '2092-02-05', variant: 'skytrain', line: 'EXPO' });
    await seedReport({ shiftId: '20920209001003', site: 'MBTA', date: '2092-02-09' });
    expect(jsonBody(await list({ date: '2092-02-10' }))).toEqual({ reports: [], lastShiftBefore: '2092-02-05' });
  });

  it('refuses a bad date with a 400 naming it, and other sites admins with 403', async () => {
    const bad = await list({ date: '2092-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(jsonBody(bad).message).toBe('date must be a date written YYYY-MM-DD');
    expect((await list({ date: '2092-02-01' }, 'BARTadmin')).statusCode).toBe(403);
  });
});
