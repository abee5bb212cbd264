import { routeById } from '../../route-table';
import { seedReport } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import type { ReportPdfLink } from '../../services/nyct-weekly-pdf';
import { handler } from './nyct-weekly-pdf';

const route = routeById('nyct-weekly-pdf');
const post = (body: unknown, caller: { username: string; role: string } = { username: 'nyctadminedit', role: 'NYCTadminedit' }) =>
  invoke(handler, routeEvent(route, { body, caller }), route);

const base = { site: 'NYCT', variant: 'nyct' as const, grinderType: 'LRG-32', availableTrackTime: '04:30', sparkMin: 180 };
const limit = (from: number) => ({ trackId: 'BMT_JM_1', direction: '1', from, to: from + 26.4, length: 2640, passesLeft: 3, passesRight: 3, complete: true, defects: [] });

describe('POST /api/dashboard/nyct-weekly/pdf', () => {
  beforeAll(async () => {
    await seedReport({ ...base, shiftId: '20220307000102', date: '2022-03-07', ranges: [limit(100)] });
  });

  it('prints the week once, stores it, and links to the stored file on the next request', async () => {
    const first = await post({ week: '2022-03-16' });
    expect(first.statusCode).toBe(200);
    const link = jsonBody<ReportPdfLink>(first);
    expect(link).toMatchObject({ fileName: 'nyct-weekly-report-2022-03-14.pdf', week: '2022-03-14', cached: false, expiresInSeconds: 300 });
    const download = await fetch(link.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('nyct-weekly-report-2022-03-14.pdf');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const second = jsonBody<ReportPdfLink>(await post({ week: '2022-03-14' }));
    expect(second.cached).toBe(true);
    expect(new URL(second.url).pathname).toBe(new URL(link.url).pathname);
  });

  it('prints a new file when the data of the week changed', async () => {
    const before = jsonBody<ReportPdfLink>(await post({ week: '2022-03-14' }));
    await seedReport({ ...base, shiftId: '20220308000102', date: '2022-03-08', ranges: [limit(200)] });
    const after = jsonBody<ReportPdfLink>(await post({ week: '2022-03-14' }));
    expect(after.cached).toBe(false);
    expect(new URL(after.url).pathname).not.toBe(new URL(before.url).pathname);
  });

  it('names the week for bad input and refuses other roles', async () => {
    for (const body of [{}, { week: '14/03/2022' }, { week: 20220314 }, [{ week: '2022-03-14' }]]) {
      const result = await post(body);
      expect(result.statusCode).toBe(400);
      expect(jsonBody<{ issues: { path: string }[] }>(result).issues[0].path).toMatch(/^(week|body)$/);
    }
    for (const role of ['BARTadmin', 'adminReadOnly', 'SKYTRAINadmin', 'MBTA']) {
      expect((await post({ week: '2022-03-14' }, { username: role.toLowerCase(), role })).statusCode).toBe(403);
    }
  });
});
