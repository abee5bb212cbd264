import { randomUUID } from 'node:crypto';
import { routeById } from '../../route-table';
import { querySiteReports } from '../../services/report-store';
import { partitionItems, seedReport } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler } from './submit-skytrain-report';

const route = routeById('skytrain-report-submit');
const SKYTRAIN_ADMIN = { username: 'skyadmin', role: 'SKYTRAINadmin' };
const submit = (body: unknown, caller: { username: string; role: string } | null = SKYTRAIN_ADMIN) =>
  invoke(handler, routeEvent(route, { body, caller }));

/** A valid SkyTrain form: EXPO segments 100-120 (500 m) complete, 120-124 (100 m) incomplete. */
function skytrainForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    submissionId: randomUUID(),
    shiftDate: '2083-01-05',
    line: 'EXPO',
    shiftType: 'R-Regular',
    grinderOperator: 'Avery Sandhu',
    grinderType: 'TG8 3 and 4 Consist',
    stoneType: 'coarse',
    sparkMins: 150,
    availableTrackTime: 210,
    engineHours: 18250.4,
    tieUpLocation: 'Edmonds OMC',
    commentsExt: 'Good sparks, no delays.',
    rows: [
      { completed: 'complete', direction: 'OB', segmentFrom: 100, segmentTo: 120, curveType: 'Tangent', passesLeft: 2, passesRight: 3, comments: '' },
      { completed: 'incomplete', direction: 'OB', segmentFrom: 120, segmentTo: 124, curveType: 'Station', passesLeft: 1, passesRight: 1, comments: 'Out of track time' },
    ],
    ...overrides,
  };
}

const reportsOf = (date: string) => querySiteReports({ site: 'SKYTRAIN', from: date, to: date });
type Answer = { shiftId: string; report: Record<string, unknown> };

// Dates in 2083-01 are used by this file only: the table is shared by the whole run.
describe('POST /api/reports/skytrain', () => {
  it('stores the shift and its ranges as one item with the computed figures under shift number 001, and answers 201', async () => {
    const body = skytrainForm({ shiftDate: '2083-01-05' });
    const result = await submit(body);

    expect(result.statusCode).toBe(201);
    const { shiftId, report } = jsonBody<Answer>(result);
    expect(shiftId).toBe('2083010500108');
    expect(report).toMatchObject({
      shiftId,
      shiftNum: 1,
      site: 'SKYTRAIN',
      variant: 'skytrain',
      date: '2083-01-05',
      line: 'EXPO',
      shiftType: 'R-Regular',
      sparkMin: 150,
      availableTrackTime: '03:30',
      passFeet: 3 * 500 + 1 * 100,
      feetComp: 500,
      feetIncomp: 100,
      comments: 'Good sparks, no delays.',
      extended: { kind: 'skytrain', engineHours: 18250.4, tieUpLocation: 'Edmonds OMC' },
      createdBy: 'skyadmin',
      submissionId: body.submissionId,
    });
    expect(report.ranges).toEqual([
      { trackId: 'EXPO_1', direction: 'OB', from: 100, to: 120, length: 500, segmentType: 'Tangent', passesLeft: 2, passesRight: 3, complete: true, comments: '' },
      { trackId: 'EXPO_1', direction: 'OB', from: 120, to: 124, length: 100, segmentType: 'Station', passesLeft: 1, passesRight: 1, complete: false, comments: 'Out of track time' },
    ]);
    expect(report).not.toHaveProperty('pk');

    const items = await partitionItems(shiftId);
    // The report and its version 1 in the history (issue 11).
    expect(items.map((i) => i.entity)).toEqual(['report', 'reportVersion']);
    expect(items[0]).toMatchObject({ ...report, pk: `REPORT#${shiftId}`, bySiteDatePk: 'SITE#SKYTRAIN', bySiteDateSk: `2083-01-05#${shiftId}` });
  });

  it('gives the second report of a date shift number 002', async () => {
    const first = await submit(skytrainForm({ shiftDate: '2083-01-06', grinderType: 'TG8-5' }));
    const second = await submit(skytrainForm({ shiftDate: '2083-01-06', grinderType: 'TG8-6', line: 'MLine' }));

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(jsonBody<Answer>(first).shiftId).toBe('2083010600108');
    expect(jsonBody<Answer>(second).shiftId).toBe('2083010600208');
    expect(jsonBody<Answer>(second).report).toMatchObject({ shiftNum: 2, line: 'MLine', grinderType: 'TG8-6' });
  });

  it('answers a retry of the same submission with 200 and the stored report, storing nothing new', async () => {
    const body = skytrainForm({ shiftDate: '2083-01-07' });
    const first = await submit(body);
    const second = await submit(body);

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(jsonBody(second)).toEqual(jsonBody(first));
    expect(await reportsOf('2083-01-07')).toHaveLength(1);
  });

  it('stores a submission sent twice at once only once', async () => {
    const body = skytrainForm({ shiftDate: '2083-01-08' });
    const results = await Promise.all([submit(body), submit(body)]);

    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(jsonBody(results[0])).toEqual(jsonBody(results[1]));
    expect(await reportsOf('2083-01-08')).toHaveLength(1);
  });

  it('gives concurrent different submissions of one date distinct shift ids', async () => {
    const bodies = ['TG8 3 and 4 Consist', 'TG8-5', 'TG8-6'].map((grinderType) => skytrainForm({ shiftDate: '2083-01-09', grinderType }));
    const results = await Promise.all(bodies.map((body) => submit(body)));

    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const ids = results.map((r) => jsonBody<Answer>(r).shiftId).sort();
    expect(ids).toEqual(['2083010900108', '2083010900208', '2083010900308']);
    const stored = await reportsOf('2083-01-09');
    expect(stored.map((r) => r.submissionId).sort()).toEqual(bodies.map((b) => b.submissionId).sort());
  });

  it('moves past a shift number left taken by a deleted earlier report', async () => {
    // One report stored that date, but under 002 (001 was deleted): the count says 002, which is taken.
    await seedReport({ shiftId: '2083011000208', site: 'SKYTRAIN', date: '2083-01-10', variant: 'skytrain', shiftNum: 2 });
    const result = await submit(skytrainForm({ shiftDate: '2083-01-10' }));

    expect(result.statusCode).toBe(201);
    expect(jsonBody<Answer>(result).shiftId).toBe('2083011000308');
  });

  it('refuses a segment outside the line with 400 naming the row, and writes nothing', async () => {
    const body = skytrainForm({ shiftDate: '2083-01-11', line: 'EverGreen' });
    const rows = [(body.rows as object[])[0], { ...(body.rows as object[])[1], segmentFrom: 440, segmentTo: 450 }];
    const result = await submit({ ...body, rows });

    expect(result.statusCode).toBe(400);
    expect(jsonBody(result)).toEqual({
      message: 'Row 2: entered chain is out of bounds (Segment To 450; EverGreen runs from 0 to 441).',
      issues: [{ path: 'rows.1.segmentTo', message: 'Row 2: entered chain is out of bounds (Segment To 450; EverGreen runs from 0 to 441).' }],
    });
    expect(await reportsOf('2083-01-11')).toEqual([]);
  });

  it('refuses a row whose Segment From exceeds its Segment To with 400, and writes nothing', async () => {
    const body = skytrainForm({ shiftDate: '2083-01-12' });
    const rows = [{ ...(body.rows as object[])[0], segmentFrom: 130, segmentTo: 120 }];
    const result = await submit({ ...body, rows });

    expect(result.statusCode).toBe(400);
    expect(jsonBody(result).message).toBe('Row 1: Segment From cannot be greater than Segment To.');
    expect(await reportsOf('2083-01-12')).toEqual([]);
  });

  it('answers a missing required field with its spec message and writes nothing', async () => {
    const result = await submit(skytrainForm({ shiftDate: '2083-01-13', shiftType: '' }));

    expect(result.statusCode).toBe(400);
    expect(jsonBody(result).message).toBe('Type of shift is required.');
    expect(await reportsOf('2083-01-13')).toEqual([]);
  });

  it('lets a super admin file, and refuses other sites and anonymous callers', async () => {
    expect((await submit(skytrainForm({ shiftDate: '2083-01-14' }), { username: 'root', role: 'admin' })).statusCode).toBe(201);
    expect((await submit(skytrainForm({ shiftDate: '2083-01-15' }), { username: 'bart', role: 'BARTadmin' })).statusCode).toBe(403);
    expect((await submit(skytrainForm({ shiftDate: '2083-01-15' }), null)).statusCode).toBe(401);
    expect(await reportsOf('2083-01-15')).toEqual([]);
  });
});
