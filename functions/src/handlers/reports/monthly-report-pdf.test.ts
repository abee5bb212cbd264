import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShiftReport } from '@grindline/domain';
import { routeById } from '../../route-table';
import { fileReport } from '../../services/file-report';
import { sharedBrowser } from '../../services/report-pdf/render-pdf';
import type { MonthlyPdfLink } from '../../services/monthly-report-pdf';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { standardReport } from '../../../tests/support/standard-report';
import { handler } from './monthly-report-pdf';

const MGMT = { username: 'adminmgmt', role: 'adminMgmt' };
const route = routeById('monthly-report-pdf');
const post = (body: unknown, caller: { username: string; role: string } = MGMT) => invoke(handler, routeEvent(route, { body, caller }), route);

// Dates in 2090 are used by this file only (its OTRAIN shift ids share the NYCT form's pattern: edit-photos files NYCT reports on random days of 2088).
const report = (shiftId: string, date: string, feetComp: number): ShiftReport =>
  standardReport({
    shiftId,
    site: 'OTRAIN',
    line: 'Trillium',
    date,
    grinderType: 'LRG-7',
    feetComp,
    ranges: [{ trackId: 'T_1', direction: '1', from: 0, to: feetComp / 100, length: feetComp, passesLeft: 2, passesRight: 2, complete: true }],
    createdBy: 'otrainadmin',
  });

const BODY = { site: 'OTRAIN', projectStart: '2090-01-01', reportEnd: '2090-03-31', interval: 31, phase: '1' };

/** The text of the PDF behind `url` (poppler's pdftotext, installed with pdftoppm). */
async function pdfText(url: string): Promise<string> {
  const download = await fetch(url);
  expect(download.status).toBe(200);
  const bytes = Buffer.from(await download.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const file = join(mkdtempSync(join(tmpdir(), 'gl-monthly-')), 'report.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('POST /api/reports/monthly/pdf', () => {
  beforeAll(async () => {
    await fileReport(report('2090021000101', '2090-02-10', 2640), 'taken', { mail: false });
    await fileReport(report('2090032000101', '2090-03-20', 5280), 'taken', { mail: false });
    // The browser launched before the first request, as a warm Lambda has it: the test's event
    // gives the handler 10 s, which a cold launch on a busy machine can take alone.
    await sharedBrowser();
  }, 60_000);

  it('prints the monthly report with its site, range and phase, and reuses the stored file', async () => {
    const first = await post(BODY);
    expect([first.statusCode, first.body]).toEqual([200, expect.any(String)]);
    const link = jsonBody<MonthlyPdfLink>(first);
    expect(link).toMatchObject({ fileName: 'Monthly Report OTRAIN phase 1 2090-01-01 to 2090-03-31.pdf', cached: false, expiresInSeconds: 300 });
    const text = await pdfText(link.url);
    expect(text).toContain('Monthly Report: OTRAIN, Phase 1');
    expect(text).toContain('2090-01-01 to 2090-03-31, interval 31 days');
    expect(text).toContain('MTD: 2090-02-28 to 2090-03-31');
    // O-Train reports in metres and shows kilometres: 5 280 m this month, 2 640 m in February.
    expect(text).toMatch(/Completed this Month\s+5\.28/);
    expect(text).toMatch(/2090-02\s+2\.64/);
    expect(text).toContain('LRG-7 Shift Types (Month to Date)');

    const second = jsonBody<MonthlyPdfLink>(await post({ ...BODY, interval: '31', phase: 1 }));
    expect(second.cached).toBe(true);
    expect(new URL(second.url).pathname).toBe(new URL(link.url).pathname);
  });

  it('says which chart has no data rather than printing an empty box', async () => {
    const link = jsonBody<MonthlyPdfLink>(await post({ ...BODY, phase: '2', projectStart: '2090-04-01', reportEnd: '2090-05-01' }));
    expect(await pdfText(link.url)).toContain('No data found for the given time span');
  });

  it('names the field of bad input, and refuses every role but adminMgmt', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...BODY, reportEnd: '2087-12-31' }, 'projectStart must be on or before reportEnd'],
      [{ ...BODY, interval: 0 }, 'interval must be at least 1'],
      [{ ...BODY, interval: 367 }, 'interval must be at most 366'],
      [{ ...BODY, phase: 3 }, 'phase must be 1 or 2'],
    ];
    for (const [body, message] of cases) {
      const result = await post(body);
      expect([result.statusCode, jsonBody<{ message: string }>(result).message]).toEqual([400, message]);
    }
    // A site outside the caller's access (no one has 'NOWHERE') is refused before anything is read.
    expect((await post({ ...BODY, site: 'NOWHERE' })).statusCode).toBe(403);
    for (const role of ['admin', 'adminReadOnly', 'OTRAINadmin', 'NYCTadminedit']) {
      expect((await post(BODY, { username: role.toLowerCase(), role })).statusCode).toBe(403);
    }
  });
});
