import { routeById } from '../../route-table';
import { seedReport } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler } from './daily-stats-csv';

const ADMIN = { username: 'admin', role: 'admin' };
const csv = (query: Record<string, string>, caller = ADMIN) =>
  invoke(handler, routeEvent(routeById('daily-stats-csv'), { query, caller }));

// Dates in 2086 are used by this file only.
describe('GET /api/dashboard/daily-stats/csv', () => {
  it('downloads the shifts of one site as CSV, newest first, with an attachment file name', async () => {
    await seedReport({ shiftId: '20860601000001', site: 'BART', variant: 'bart', date: '2086-06-01', line: 'A', grinderType: '5062', sparkMin: 0, availableTrackTime: '04:30', comments: 'slow, "wet" rail' });
    await seedReport({
      shiftId: '20860602000001',
      site: 'BART',
      variant: 'bart',
      date: '2086-06-02',
      line: 'C',
      grinderType: '5062',
      sparkMin: 0,
      ranges: [
        { trackId: 'C_1', direction: '1', from: 1, to: 1.5, length: 2640, passesLeft: 2, passesRight: 2, complete: true },
        { trackId: 'C_2', direction: '2', from: 2, to: 2.1, length: 528, passesLeft: 1, passesRight: 1, complete: false },
      ],
    });
    await seedReport({ shiftId: '2086060100103', site: 'MBTA', date: '2086-06-01' });

    const result = await csv({ site: 'BART', startDate: '2086-06-01', endDate: '2086-06-30' });

    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toBe('text/csv; charset=utf-8');
    expect(result.headers?.['content-disposition']).toBe('attachment; filename="daily-stats-BART-2086-06-01-2086-06-30.csv"');
    expect(result.body).toBe(
      [
        'Shift ID,Date,Site,Line,Grinder,Shift Type,Feet Completed,Feet Incomplete,Pass Feet,Spark Minutes,Available Track Time,Delay Minutes,Comments,Grind ranges',
        '20860602000001,2086-06-02,BART,C,5062,,500,0,1000,,,,,C_1 1-1.5 (complete); C_2 2-2.1 (incomplete)',
        '20860601000001,2086-06-01,BART,A,5062,,500,0,1000,,04:30,,"slow, ""wet"" rail",R_1 10-15 (complete)',
        '',
      ].join('\r\n'),
    );
  });

  it('refuses site=ALL with 400: the download is per site', async () => {
    const result = await csv({ site: 'ALL', startDate: '2086-06-01', endDate: '2086-06-30' });
    expect(result.statusCode).toBe(400);
    expect(jsonBody(result).message).toMatch(/site/i);
  });

  it('keeps site users to their own site', async () => {
    const result = await csv({ site: 'BART', startDate: '2086-06-01', endDate: '2086-06-30' }, { username: 'mbta', role: 'MBTA' });
    expect(result.statusCode).toBe(403);
  });

  it('answers bad dates with 400', async () => {
    const result = await csv({ site: 'BART', startDate: '2086-06-31', endDate: '2086-06-30' });
    expect(result.statusCode).toBe(400);
    expect(jsonBody(result).message).toBe('startDate must be a date written YYYY-MM-DD');
  });
});
