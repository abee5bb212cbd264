import { routeById } from '../../route-table';
import { partitionItems, seedReport } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler as findShifts } from './find-shifts';
import { handler as deleteRow } from './delete-grind-row';
import { handler as deleteAll } from './delete-all-grind';

const NCTD = { username: 'nctdadmin', role: 'NCTDadmin' };
const row = (from: number, complete = true) => ({ trackId: 'COASTER_1', direction: '1', from, to: from + 1, length: 5280, passesLeft: 2, passesRight: 1, complete });
type Answer = { report: { ranges: unknown[]; feetComp: number; feetIncomp: number; passFeet: number } };

// Dates in 2095-03 are used by this file only.
describe('Delete Old Grind Report routes', () => {
  beforeAll(async () => {
    await seedReport({ shiftId: '20950301001003', site: 'NCTD', date: '2095-03-01', line: 'COASTER', ranges: [row(1), row(3, false), row(5)] });
    await seedReport({ shiftId: '20950301002003', site: 'NCTD', date: '2095-03-01', line: 'SPRINTER', ranges: [row(1)] });
  });

  it('finds the shifts of a date, customer and line', async () => {
    const res = await invoke(findShifts, routeEvent(routeById('report-shifts'), { query: { site: 'NCTD', date: '2095-03-01', line: 'COASTER' }, caller: NCTD }));
    expect((jsonBody(res) as { reports: { shiftId: string }[] }).reports.map((r) => r.shiftId)).toEqual(['20950301001003']);
    const badLine = await invoke(findShifts, routeEvent(routeById('report-shifts'), { query: { site: 'NCTD', date: '2095-03-01', line: 'EXPO' }, caller: NCTD }));
    expect(badLine.statusCode).toBe(400);
  });

  it("answers a date without a shift of the line with the line's last shift day before it", async () => {
    await seedReport({ shiftId: '20950303002003', site: 'NCTD', date: '2095-03-03', line: 'SPRINTER', ranges: [row(1)] });
    const find = async (date: string, line: string) => jsonBody(await invoke(findShifts, routeEvent(routeById('report-shifts'), { query: { site: 'NCTD', date, line }, caller: NCTD })));
    // SPRINTER's shift of the 3rd is newer, but not COASTER's: the line's own last shift is offered.
    expect(await find('2095-03-05', 'COASTER')).toEqual({ reports: [], lastShiftBefore: '2095-03-01' });
    expect(await find('2095-03-05', 'SPRINTER')).toEqual({ reports: [], lastShiftBefore: '2095-03-03' });
    expect(await find('2000-01-01', 'COASTER')).toEqual({ reports: [] });
  });

  it('removes one grind row, recomputes the figures and keeps the version it replaced in the history', async () => {
    const res = await invoke(deleteRow, routeEvent(routeById('report-grind-row-delete'), { params: { shiftId: '20950301001003', index: '1' }, caller: NCTD }));
    expect(res.statusCode).toBe(200);
    const { report } = jsonBody(res) as Answer;
    expect(report.ranges).toHaveLength(2);
    expect(report).toMatchObject({ feetComp: 10560, feetIncomp: 0, passFeet: 21120 });
    const versions = (await partitionItems('20950301001003')).filter((i) => i.entity === 'reportVersion').sort((a, b) => Number(a.version) - Number(b.version));
    // The seeded report predates versions: its first change records it as version 1, then itself.
    expect(versions.map((v) => [v.version, v.action, (v.report as { ranges: unknown[] }).ranges.length])).toEqual([
      [1, 'file', 3],
      [2, 'edit', 2],
    ]);
    const missing = await invoke(deleteRow, routeEvent(routeById('report-grind-row-delete'), { params: { shiftId: '20950301001003', index: '7' }, caller: NCTD }));
    expect(missing.statusCode).toBe(400);
  });

  it('removes every grind row with Delete All and keeps the shift', async () => {
    const res = await invoke(deleteAll, routeEvent(routeById('report-grind-delete-all'), { params: { shiftId: '20950301001003' }, caller: NCTD }));
    expect((jsonBody(res) as Answer).report.ranges).toEqual([]);
    const items = await partitionItems('20950301001003');
    expect(items.filter((i) => i.entity === 'report')).toHaveLength(1);
    const versions = items.filter((i) => i.entity === 'reportVersion').sort((a, b) => Number(a.version) - Number(b.version));
    expect(versions.map((v) => (v.report as { ranges: unknown[] }).ranges.length)).toEqual([3, 2, 0]);
  });

  it('keeps another site admin out', async () => {
    const res = await invoke(deleteAll, routeEvent(routeById('report-grind-delete-all'), { params: { shiftId: '20950301002003' }, caller: { username: 'o', role: 'OTRAINadmin' } }));
    expect(res.statusCode).toBe(403);
  });
});
