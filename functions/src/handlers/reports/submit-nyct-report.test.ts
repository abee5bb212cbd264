import { randomUUID } from 'node:crypto';
import { routeById } from '../../route-table';
import { querySiteReports } from '../../services/report-store';
import { partitionItems, storedItem } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler } from './submit-nyct-report';

const route = routeById('nyct-report-submit');
const NYCT_ADMIN = { username: 'nyctadmin', role: 'NYCTadmin' };
const submit = (body: unknown, caller: { username: string; role: string } | null = NYCT_ADMIN) =>
  invoke(handler, routeEvent(route, { body, caller }));

const limit = (overrides: Record<string, unknown> = {}) => ({
  trackId: 'BMT_CN_2',
  segmentType: 'Un-Guarded Curve',
  segmentFrom: 310,
  segmentFromFeet: 40,
  segmentTo: 314,
  segmentToFeet: 10,
  passesLeft: 2,
  passesRight: 3,
  profileLeft: 'HR-2',
  profileRight: 'HR-2',
  completed: 'complete',
  location: 'Bedford Av - Lorimer St',
  defects: [
    { numRemoved: 6, type: 'Battered', priority: 'P1', comment: 'Joint at 312' },
    { numRemoved: '2', type: 'Head-Checked', priority: 'P3', comment: '' },
  ],
  ...overrides,
});

const nyctForm = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  submissionId: randomUUID(),
  date: '2084-01-05',
  grinderType: 'LPC-1',
  superName: 'Kevin Walsh',
  superType: 'MS-I',
  passNum: '587220',
  subDiv: 'T-3',
  div: 'BMT',
  line: 'BMT_CN',
  lineLabel: 'Canarsie',
  departYard: 'Canarsie',
  departTime: '23:20',
  departFuel: '7/8',
  departWater: 'Full',
  arrivalYard: 'Canarsie',
  arrivalTime: '05:35',
  arrivalFuel: '3/4',
  arrivalWater: '1/2',
  goNum: 'G.O. 84-20417',
  goPriority: 'Piggy Back',
  goStartTime: '00:01',
  goEndTime: '05:00',
  goEntryTime: '00:20',
  goDepartTime: '04:40',
  sparkMin: 150,
  passDistance: 1500,
  machineDelay: 0,
  trainDelay: 25,
  trainDelayComment: 'Work train ahead',
  grindLimits: [limit(), limit({ trackId: 'BMT_CN_1', segmentFrom: 314, segmentFromFeet: 10, segmentTo: 316, segmentToFeet: 0, completed: 'incomplete', defects: [] })],
  ...overrides,
});

const dayReports = (date: string) => querySiteReports({ site: 'NYCT', from: date, to: date });

// Dates in 2084-01 are used by this file only: the table is shared by the whole run.
describe('POST /api/reports/nyct', () => {
  it('stores the shift and its grind limits as one item with the computed figures and defects, and answers 201', async () => {
    const body = nyctForm({ date: '2084-01-05' });
    const result = await submit(body);

    expect(result.statusCode).toBe(201);
    const { shiftId, report } = jsonBody<{ shiftId: string; report: Record<string, unknown> }>(result);
    expect(shiftId).toBe('2084010500101');
    expect(report).toMatchObject({
      shiftId, site: 'NYCT', variant: 'nyct', line: 'BMT_CN', shiftNum: 1, shiftType: 'R-Regular', grinderOperator: 'Kevin Walsh',
      sparkMin: 150, availableTrackTime: '04:59', feetComp: 370, feetIncomp: 190, passFeet: 3 * 370 + 3 * 190,
      createdBy: 'nyctadmin', submissionId: body.submissionId,
      extended: { kind: 'nyct', div: 'BMT', goNum: 'G.O. 84-20417', departYard: 'Canarsie', arrivalWater: '1/2' },
    });
    expect(report.delays).toContainEqual({ kind: 'train', minutes: 25, comment: 'Work train ahead' });
    expect(report.ranges).toEqual([
      {
        trackId: 'BMT_CN_2', direction: '2', from: 310.4, to: 314.1, length: 370, segmentType: 'Un-Guarded Curve', passesLeft: 2, passesRight: 3,
        profileLeft: 'HR-2', profileRight: 'HR-2', complete: true, location: 'Bedford Av - Lorimer St',
        defects: [
          { numRemoved: 6, type: 'Battered', priority: 'P1', comment: 'Joint at 312' },
          { numRemoved: 2, type: 'Head-Checked', priority: 'P3', comment: '' },
        ],
      },
      expect.objectContaining({ trackId: 'BMT_CN_1', direction: '1', from: 314.1, to: 316, length: 190, complete: false, defects: [] }),
    ]);
    expect(report).not.toHaveProperty('pk');

    const items = await partitionItems(shiftId);
    // The report and its version 1 in the history (issue 11).
    expect(items.map((i) => i.entity)).toEqual(['report', 'reportVersion']);
    expect(items[0]).toMatchObject({ ...report, pk: `REPORT#${shiftId}`, bySiteDatePk: 'SITE#NYCT', bySiteDateSk: `2084-01-05#${shiftId}` });
  });

  it('numbers the shifts of one grinder on a date 001, 002 while another grinder gets its own 001', async () => {
    const first = await submit(nyctForm({ date: '2084-01-06', grinderType: 'LPC-5' }));
    const second = await submit(nyctForm({ date: '2084-01-06', grinderType: 'LPC-5' }));
    const other = await submit(nyctForm({ date: '2084-01-06', grinderType: 'LRG-32' }));

    expect([first.statusCode, second.statusCode, other.statusCode]).toEqual([201, 201, 201]);
    expect(jsonBody(first).shiftId).toBe('2084010600102');
    expect(jsonBody(second).shiftId).toBe('2084010600202');
    expect(jsonBody(other).shiftId).toBe('2084010600105');
    expect(jsonBody<{ report: { shiftNum: number } }>(second).report.shiftNum).toBe(2);
  });

  it('answers a retry of the same submission with 200 and the stored report, storing nothing new', async () => {
    const body = nyctForm({ date: '2084-01-07' });
    const first = await submit(body);
    const second = await submit(body);

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(jsonBody(second)).toEqual(jsonBody(first));
    expect(await dayReports('2084-01-07')).toHaveLength(1);
  });

  it('gives concurrent distinct submissions of one grinder and date distinct shift ids', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(nyctForm({ date: '2084-01-08', grinderType: 'LRG-32' }))));

    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = results.map((r) => jsonBody<{ shiftId: string }>(r).shiftId).sort();
    expect(ids).toEqual(['2084010800105', '2084010800205', '2084010800305', '2084010800405', '2084010800505']);
    expect(await dayReports('2084-01-08')).toHaveLength(5);
  });

  it('refuses a track that is not on the line with 400 naming the grind limit, and writes nothing', async () => {
    const result = await submit(nyctForm({ date: '2084-01-09', grindLimits: [limit(), limit({ trackId: 'IRT_BB_1' })] }));

    expect(result.statusCode).toBe(400);
    expect(jsonBody(result)).toEqual({
      message: 'Grind limit 2: track IRT_BB_1 is not a track of line BMT_CN',
      issues: [{ path: 'grindLimits.1.trackId', message: 'Grind limit 2: track IRT_BB_1 is not a track of line BMT_CN' }],
    });
    expect(await dayReports('2084-01-09')).toEqual([]);
  });

  it('refuses a station beyond the end of the line', async () => {
    const result = await submit(nyctForm({ date: '2084-01-10', grindLimits: [limit({ segmentTo: 540 })] }));
    expect(result.statusCode).toBe(400);
    expect(jsonBody(result).message).toBe('Grind limit 1: entered chain is out of bounds (stations 0+00 to 535+00 on BMT_CN)');
    expect(await dayReports('2084-01-10')).toEqual([]);
  });

  it("answers a missing field with its '<Field> is Required' message and writes nothing", async () => {
    const missingYard = await submit(nyctForm({ date: '2084-01-11', departYard: '' }));
    expect(missingYard.statusCode).toBe(400);
    expect(jsonBody(missingYard).message).toBe('Departure Yard is Required');

    const noDefectCount = await submit(nyctForm({ date: '2084-01-11', grindLimits: [limit({ defects: [{ type: 'Squat', priority: 'P2' }] })] }));
    expect(noDefectCount.statusCode).toBe(400);
    expect(jsonBody(noDefectCount).issues).toEqual([{ path: 'grindLimits.0.defects.0.numRemoved', message: 'Number of Defects Removed is Required' }]);
    expect(await dayReports('2084-01-11')).toEqual([]);
  });

  it('lets the NYCT edit admin file, and refuses callers of other sites or no session', async () => {
    expect((await submit(nyctForm({ date: '2084-01-12' }), { username: 'nyctedit', role: 'NYCTadminedit' })).statusCode).toBe(201);
    expect((await submit(nyctForm({ date: '2084-01-13' }), { username: 'bart', role: 'BARTadmin' })).statusCode).toBe(403);
    expect((await submit(nyctForm({ date: '2084-01-13' }), null)).statusCode).toBe(401);
    expect(await storedItem('2084011300101')).toBeUndefined();
  });
});
