import { routeById } from '../../route-table';
import { bartForm, partitionItems, storedItem } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler } from './submit-bart-report';

const route = routeById('bart-report-submit');
const BART_ADMIN = { username: 'bartadmin', role: 'BARTadmin' };
const submit = (body: unknown, caller: { username: string; role: string } | null = BART_ADMIN) =>
  invoke(handler, routeEvent(route, { body, caller }));

// Dates in 2081 are used by this file only: the table is shared by the whole run.
describe('POST /api/reports/bart', () => {
  it('stores the shift and all its ranges as one item with the computed figures, and answers 201', async () => {
    const body = bartForm({ date: '2081-01-10', grinderType: '5062' });
    const result = await submit(body);

    expect(result.statusCode).toBe(201);
    const { shiftId, report } = jsonBody<{ shiftId: string; report: Record<string, unknown> }>(result);
    expect(shiftId).toBe('20810110000001');
    expect(report).toMatchObject({
      shiftId,
      site: 'BART',
      variant: 'bart',
      shiftType: 'R-Regular',
      sparkMin: 0,
      feetComp: 2640,
      feetIncomp: 528,
      passFeet: 2 * 2640 + 2 * 528,
      availableTrackTime: '04:30',
      createdBy: 'bartadmin',
      submissionId: body.submissionId,
    });
    expect(report.ranges).toEqual([
      { trackId: 'A_1', direction: '1', from: 1, to: 1.5, length: 2640, segmentType: 'Open Track', passesLeft: 2, passesRight: 2, complete: true },
      { trackId: 'A_2', direction: '2', from: 3, to: 3.1, length: 528, segmentType: 'Open Track', passesLeft: 1, passesRight: 2, complete: false },
    ]);
    expect(report).not.toHaveProperty('pk');

    const items = await partitionItems(shiftId);
    // The report and its version 1 in the history (issue 11).
    expect(items.map((i) => i.entity)).toEqual(['report', 'reportVersion']);
    expect(items[0]).toMatchObject({ ...report, pk: `REPORT#${shiftId}`, sk: 'REPORT', bySiteDatePk: 'SITE#BART', bySiteDateSk: `2081-01-10#${shiftId}` });
  });

  it('answers a retry of the same submission with 200 and the stored report, storing nothing new', async () => {
    const body = bartForm({ date: '2081-01-11', grinderType: '5063' });
    const first = await submit(body);
    const second = await submit(body);

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(jsonBody(second)).toEqual(jsonBody(first));
    expect(await partitionItems('20810111000002')).toHaveLength(2); // the report and its version 1
  });

  it('refuses another submission for the same date and grinder with 409 and leaves the stored report unchanged', async () => {
    const first = await submit(bartForm({ date: '2081-01-12', grinderType: 'LRG-7', comments: 'first' }));
    const before = await storedItem('20810112000006');

    const other = await submit(bartForm({ date: '2081-01-12', grinderType: 'LRG-7', comments: 'second' }));

    expect(first.statusCode).toBe(201);
    expect(other.statusCode).toBe(409);
    expect(jsonBody(other)).toEqual({ message: 'A report already exists for this date.' });
    expect(await storedItem('20810112000006')).toEqual(before);
  });

  it('lets another grinder file the same date', async () => {
    expect((await submit(bartForm({ date: '2081-01-13', grinderType: '5062' }))).statusCode).toBe(201);
    expect((await submit(bartForm({ date: '2081-01-13', grinderType: '2103' }))).statusCode).toBe(201);
  });

  it('answers an invalid form with 400, the spec message and its field, and writes nothing', async () => {
    const body = bartForm({ date: '2081-01-14', grinderType: '5062' });
    const rows = [{ ...(body.rows as object[])[0], segmentFrom: 30 }];
    const result = await submit({ ...body, rows });

    expect(result.statusCode).toBe(400);
    expect(jsonBody(result)).toEqual({
      message: 'Begin MP must be less than 24.8',
      issues: [{ path: 'rows.0.segmentFrom', message: 'Begin MP must be less than 24.8' }],
    });
    expect(await storedItem('20810114000001')).toBeUndefined();
  });

  it('answers a missing required field with its spec message', async () => {
    const result = await submit(bartForm({ date: '2081-01-15', stopTime: '' }));
    expect(result.statusCode).toBe(400);
    expect(jsonBody(result).message).toBe('Quit Grinding Time is required');
    expect(await storedItem('20810115000001')).toBeUndefined();
  });

  it('refuses a body without a submissionId', async () => {
    const result = await submit(bartForm({ date: '2081-01-16', submissionId: undefined }));
    expect(result.statusCode).toBe(400);
    expect(jsonBody(result).message).toBe('submissionId must be a UUID');
    expect(await storedItem('20810116000001')).toBeUndefined();
  });

  it('refuses callers who may not file BART reports', async () => {
    expect((await submit(bartForm({ date: '2081-01-17' }), { username: 'mbta', role: 'MBTA' })).statusCode).toBe(403);
    expect((await submit(bartForm({ date: '2081-01-17' }), null)).statusCode).toBe(401);
    expect(await storedItem('20810117000001')).toBeUndefined();
  });
});
