import { routeById } from '../../route-table';
import { ddb } from '../../lib/clients/dynamodb';
import { INDEX_SETTLE_MS } from '../../services/nyct-weekly';
import { readSiteRevision } from '../../services/site-revision';
import { seedReport } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import type { NyctWeeklyReport } from '@grindline/domain';
import { handler } from './nyct-weekly';

const get = (query: Record<string, string>, caller: { username: string; role: string } = { username: 'nyctadmin', role: 'NYCTadmin' }) =>
  invoke(handler, routeEvent(routeById('nyct-weekly'), { query, caller }));

describe('GET /api/dashboard/nyct-weekly', () => {
  beforeAll(async () => {
    const base = { site: 'NYCT', variant: 'nyct' as const, grinderType: 'LPC-1', availableTrackTime: '05:00', sparkMin: 200, feetComp: 5280, passFeet: 10560 };
    await seedReport({ ...base, shiftId: '20230213000101', date: '2023-02-13', ranges: [{ trackId: 'IND_QB_1', direction: '1', from: 10, to: 62.8, length: 5280, passesLeft: 2, passesRight: 2, complete: true, defects: [{ numRemoved: 4 }] }] });
    await seedReport({ ...base, shiftId: '20230214000101', date: '2023-02-14', site: 'BART' });
  });

  it("answers the week's rows from the NYCT reports only, whatever day of the week is asked", async () => {
    const result = await get({ week: '2023-02-22' });
    expect(result.statusCode).toBe(200);
    const report = jsonBody<NyctWeeklyReport>(result);
    expect(report).toMatchObject({ week: '2023-02-20', startDate: '2023-01-16', endDate: '2023-02-20', lastDay: '2023-02-19' });
    const lpc = report.grinders.find((g) => g.grinder === 'LPC-1')!;
    expect(lpc.rows.map((r) => r.week)).toEqual(['2023-01-16', '2023-01-23', '2023-01-30', '2023-02-06', '2023-02-13', 'YTD']);
    expect(lpc.rows[4]).toMatchObject({ spark_min: 200, track_time: 300, completed_miles: 1, percent_util: 66.67 });
    expect(report.divisions.find((d) => d.division === 'IND')!.corrective[4]).toMatchObject({ completed_miles: 1, defectsRemoved: 4 });
  });

  it("keeps NYCT's years read while its revision is unchanged, and shows a new report on the next call", async () => {
    const lpcWeek = (report: NyctWeeklyReport, week: string) => report.grinders.find((g) => g.grinder === 'LPC-1')!.rows.find((r) => r.week === week)!;
    // Other test files file NYCT reports in parallel (the table is shared): a try whose revision
    // moved under it proves nothing and is made again.
    const start = Date.now();
    const now = jest.spyOn(Date, 'now');
    let commands: string[] = [];
    let other: Awaited<ReturnType<typeof get>> | undefined;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const revision = await readSiteRevision('NYCT');
      now.mockReturnValue(start + (2 * attempt + 1) * INDEX_SETTLE_MS);
      await get({ week: '2023-03-06' }); // this instance sees the revision
      now.mockReturnValue(start + (2 * attempt + 2) * INDEX_SETTLE_MS);
      await get({ week: '2023-03-06' }); // it has stood INDEX_SETTLE_MS: the years are kept
      const send = jest.spyOn(ddb, 'send');
      other = await get({ week: '2023-03-13' });
      commands = send.mock.calls.map(([command]) => command.constructor.name);
      send.mockRestore();
      if ((await readSiteRevision('NYCT')) === revision) break;
    }
    // Another week of the same data: the revision read, no report query.
    expect(commands).not.toContain('QueryCommand');
    expect(lpcWeek(jsonBody<NyctWeeklyReport>(other!), '2023-02-13')).toMatchObject({ spark_min: 200 });

    await seedReport({ site: 'NYCT', variant: 'nyct', grinderType: 'LPC-1', availableTrackTime: '05:00', sparkMin: 100, feetComp: 0, passFeet: 0, shiftId: '20230215000101', date: '2023-02-15', ranges: [] });
    const after = jsonBody<NyctWeeklyReport>(await get({ week: '2023-03-13' }));
    expect(lpcWeek(after, '2023-02-13')).toMatchObject({ spark_min: 300 });
    // Within INDEX_SETTLE_MS of the new revision, what the index gave is not kept: read again.
    const sendAgain = jest.spyOn(ddb, 'send');
    await get({ week: '2023-03-13' });
    const again = sendAgain.mock.calls.map(([command]) => command.constructor.name);
    sendAgain.mockRestore();
    now.mockRestore();
    expect(again).toContain('QueryCommand');
  });

  it('names the week when it is missing or not a date, and refuses weeks before the data start', async () => {
    for (const query of [{}, { week: '2023-02-30' }, { week: 'monday' }, { week: '2021-03-08' }] as Record<string, string>[]) {
      const result = await get(query);
      expect(result.statusCode).toBe(400);
      expect(jsonBody<{ issues: { path: string }[] }>(result).issues[0].path).toBe('week');
    }
  });

  it('is not for other sites or read-only admins', async () => {
    expect((await get({ week: '2023-02-20' }, { username: 'bartadmin', role: 'BARTadmin' })).statusCode).toBe(403);
    expect((await get({ week: '2023-02-20' }, { username: 'adminreadonly', role: 'adminReadOnly' })).statusCode).toBe(403);
  });
});
