/**
 * The grind layer against DynamoDB Local: reports stored as the forms store them are laid on a
 * track; the latest shift decides a point's state, consecutive points of one range become one run,
 * and the date, pass and grind-type filters choose the reports.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { accessFor, type GrindRange, type ShiftReport } from '@grindline/domain';
import { randomUUID } from 'node:crypto';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { catalogueTrackId } from '../reference/catalogue';
import { importTrack } from '../reference/track-import';
import { toReportItem } from '../services/report-store';
import { clearClosedYears, grindLayer, grindTypeOf, reportSlices } from './grind-layer';
import { clearSiteGeometry } from './site-geometry';

const admin = { username: 'admin', role: 'admin', access: accessFor('admin') };

describe('grindTypeOf', () => {
  it('reads the work type code and calls forms without one PRO', () => {
    expect(grindTypeOf({ workType: 'AGR Acoustic Grinding' })).toBe('AGR');
    expect(grindTypeOf({})).toBe('PRO');
  });
});

const trackId = catalogueTrackId('GCRTA', 'Red Line', 'EB');
const range = (from: number, to: number, complete: boolean, passes = 2): GrindRange => ({
  trackId, direction: 'EB', from, to, length: (to - from) * 100, passesLeft: passes, passesRight: passes, complete,
});

async function store(date: string, shiftNum: number, ranges: GrindRange[], workType?: string): Promise<ShiftReport> {
  const report: ShiftReport = {
    shiftId: `${date.replace(/-/g, '')}9${String(shiftNum).padStart(4, '0')}`, site: 'GCRTA', variant: 'standard', date, line: 'Red Line',
    grinderType: 'LRG-24', stoneType: 'NA', grinderOperator: 'Test', shiftType: 'R-Regular', sparkMin: 60, passFeet: 100, feetComp: 50, feetIncomp: 0,
    comments: '', ranges, createdAt: `${date}T00:00:00.000Z`, createdBy: 'test', submissionId: randomUUID(), ...(workType ? { workType } : {}),
  };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: toReportItem(report) }));
  return report;
}

describe('grindLayer', () => {
  beforeAll(async () => {
    clearSiteGeometry();
    clearClosedYears();
    await importTrack(admin, {
      customer: 'GCRTA', line: 'Red Line', direction: 'EB', chainStart: 0, chainEnd: 100, unit: 'chain',
      geojson: { type: 'LineString', coordinates: [[-81.70, 41.48], [-81.65, 41.49]] },
    });
  });

  it('turns stored ranges into runs, the latest report deciding, and filters by date, passes and grind type', async () => {
    const q = { site: 'GCRTA', passMin: 0, passMax: 50, zoom: 10 };
    const older = await store('2031-03-01', 1, [range(10, 30, false)]);
    const newer = await store('2031-03-02', 2, [range(20, 40, true, 6)], 'GFA Gauge Face Angle');
    const both = await grindLayer({ ...q, from: '2031-03-01', to: '2031-03-02' });
    expect(both.reports).toBe(2);
    expect(both.runs.map((r) => [r.from, r.to, r.complete, r.shiftId])).toEqual([
      [10, 19, false, older.shiftId],
      [20, 40, true, newer.shiftId],
    ]);
    expect(both.runs[1].coords.length).toBeGreaterThanOrEqual(2);
    expect(both.runs[1]).toMatchObject({ line: 'Red Line', track: trackId.split('_').pop(), passesLeft: 6, workType: 'GFA', date: '2031-03-02' });
    const olderOnly = await grindLayer({ ...q, from: '2031-03-01', to: '2031-03-01' });
    expect(olderOnly.runs.map((r) => [r.from, r.to])).toEqual([[10, 30]]);
    const fewPasses = await grindLayer({ ...q, from: '2031-03-01', to: '2031-03-02', passMax: 5 });
    expect(fewPasses.runs.map((r) => r.shiftId)).toEqual([older.shiftId]);
    const pro = await grindLayer({ ...q, from: '2031-03-01', to: '2031-03-02', grindType: 'PRO' });
    expect(pro.runs.map((r) => [r.from, r.to])).toEqual([[10, 30]]);
  });

  it('reads the current year every time and keeps an ended year for ten minutes', async () => {
    clearClosedYears();
    const now = Date.UTC(2032, 5, 1);
    expect((await reportSlices('GCRTA', '2031-04-01', '2031-04-30', now)).length).toBe(0);
    await store('2031-04-02', 3, [range(50, 60, true)]);
    expect((await reportSlices('GCRTA', '2031-04-01', '2031-04-30', now + 60_000)).length).toBe(0);
    expect((await reportSlices('GCRTA', '2031-04-01', '2031-04-30', now + 11 * 60_000)).length).toBe(1);
    // In 2031 itself, the same dates are read afresh.
    await store('2031-04-03', 4, [range(60, 70, true)]);
    expect((await reportSlices('GCRTA', '2031-04-01', '2031-04-30', Date.UTC(2031, 5, 1))).length).toBe(2);
  });
});
