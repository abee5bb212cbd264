import { randomUUID } from 'node:crypto';
import { routeById } from '../../route-table';
import { partitionItems, storedItem } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent, type TestCaller } from '../../../tests/support/events';
import { handler } from './submit-standard-report';

const route = routeById('standard-report-submit');
const ADMIN = { username: 'admin', role: 'admin' };
const OTRAIN_ADMIN = { username: 'otrainadmin', role: 'OTRAINadmin' };
const submit = (body: unknown, caller: TestCaller = ADMIN) => invoke(handler, routeEvent(route, { body, caller }));

// Dates in 2082-02 and 2082-03 are used by this file only: the table is shared by the whole run.
const form = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  submissionId: randomUUID(),
  date: '2082-02-10', site: 'MBTA', line: 'Orange Line',
  shiftNum: 17, shiftType: 'R-Regular', workType: 'GFA Gauge Face Angle', grinderType: 'LRG-24', stoneType: '6" medium', sparkMin: 150,
  callTime: '2082-02-09T22:15', departedTime: '2082-02-09T22:45', startTime: '2082-02-09T23:30', stopTime: '2082-02-10T03:50', grinderTime: '2082-02-10T04:30',
  grinderLoc: 'Wellington Yard', ARMTieUpLoc: 'Wellington Yard', fuelLevel: '0.5', waterLevel: '0.875',
  machineDelay: 10, machineDelayComment: 'Hydraulic leak', customerDelay: 0, loramDelay: 0,
  grinderOperator: 'Robin Fischer', ARMSupervisor: 'Alex Kim', ARMSupervisorNumber: '6175550100', transitRep: 'Jordan Hayes', transitRepNumber: '6175550199',
  commentsExt: 'Orange Line SB done to chain 210', commentsInt: '',
  entries: [
    { chainFrom_comp: 200, chainTo_comp: 205.5, direction: 'SB', number: 'T4', profile_l: 'CPG', profile_r: 'CPG', passes_l: 3, passes_r: 3 },
    { chainFrom_comp: 205.5, chainTo_comp: 210, direction: 'SB', number: 'C2', profile_l: 'CPC', profile_r: 'CPF', passes_l: 4, passes_r: 5, complete: false },
  ],
  ...overrides,
});

describe('POST /api/reports/standard', () => {
  it('stores the shift and all its ranges as one item with the computed figures, and answers 201', async () => {
    const body = form();
    const result = await submit(body);

    expect(result.statusCode).toBe(201);
    const { shiftId, report } = jsonBody<{ shiftId: string; report: Record<string, unknown> }>(result);
    expect(shiftId).toBe('2082021001703');
    expect(report).toMatchObject({
      shiftId, site: 'MBTA', variant: 'standard', line: 'Orange Line', shiftNum: 17, shiftType: 'R-Regular', sparkMin: 150,
      feetComp: 550, feetIncomp: 450, passFeet: 3 * 550 + 5 * 450, availableTrackTime: '05:45', startTime: '23:30', stopTime: '03:50',
      comments: 'Orange Line SB done to chain 210', createdBy: 'admin', submissionId: body.submissionId,
    });
    expect(report.ranges).toEqual([
      { trackId: 'OL_1', direction: 'SB', from: 200, to: 205.5, length: 550, segmentNum: 'T4', passesLeft: 3, passesRight: 3, profileLeft: 'CPG', profileRight: 'CPG', complete: true },
      { trackId: 'OL_1', direction: 'SB', from: 205.5, to: 210, length: 450, segmentNum: 'C2', passesLeft: 4, passesRight: 5, profileLeft: 'CPC', profileRight: 'CPF', complete: false },
    ]);
    expect(report).not.toHaveProperty('pk');

    const items = await partitionItems(shiftId);
    // The report and its version 1 in the history (issue 11).
    expect(items.map((i) => i.entity)).toEqual(['report', 'reportVersion']);
    expect(items[0]).toMatchObject({ ...report, pk: `REPORT#${shiftId}`, sk: 'REPORT', bySiteDatePk: 'SITE#MBTA', bySiteDateSk: `2082-02-10#${shiftId}` });
  });

  it('lets the OTRAIN admin file an OTRAIN shift that is not Regular, without entries', async () => {
    const body = form({ date: '2082-02-11', site: 'OTRAIN', line: 'TRILLIUM', shiftType: 'FM-Force Majeure', departedTime: '', startTime: '', stopTime: '', grinderTime: '', sparkMin: 0, entries: [] });
    const result = await submit(body, OTRAIN_ADMIN);
    expect(result.statusCode).toBe(201);
    expect(jsonBody<{ report: Record<string, unknown> }>(result).report).toMatchObject({ site: 'OTRAIN', shiftType: 'FM-Force Majeure', ranges: [], feetComp: 0, createdBy: 'otrainadmin' });
  });

  it('answers a retry of the same submission with 200 and the stored report, storing nothing new', async () => {
    const body = form({ date: '2082-02-12' });
    const first = await submit(body);
    const second = await submit(body);

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(jsonBody(second)).toEqual(jsonBody(first));
    expect(await partitionItems('2082021201703')).toHaveLength(2); // the report and its version 1
  });

  it('refuses another submission for a taken shift id with 409 and leaves the stored report unchanged', async () => {
    expect((await submit(form({ date: '2082-02-13', commentsExt: 'first' }))).statusCode).toBe(201);
    const before = await storedItem('2082021301703');

    // Another customer, same date, shift number and grinder: the same shift id.
    const other = await submit(form({ date: '2082-02-13', site: 'GCRTA', line: 'Red Line', entries: [{ chainFrom_comp: 10, chainTo_comp: 12, direction: 'EB', number: 'T1', profile_l: 'CPG', profile_r: 'CPG', passes_l: 1, passes_r: 1 }] }));

    expect(other.statusCode).toBe(409);
    expect(jsonBody(other)).toEqual({ message: 'ERROR: shift ID already exists in db. Are you sure you are using the right shift number?' });
    expect(await storedItem('2082021301703')).toEqual(before);
  });

  it('lets another grinder or shift number file the same date', async () => {
    expect((await submit(form({ date: '2082-02-14' }))).statusCode).toBe(201);
    expect((await submit(form({ date: '2082-02-14', grinderType: 'LRG-31' }))).statusCode).toBe(201);
    expect((await submit(form({ date: '2082-02-14', shiftNum: 18 }))).statusCode).toBe(201);
  });

  it.each([
    ['a line of another customer', { line: 'Red Line', site: 'OTRAIN' }, 'line', 'Line Red Line is not a line of OTRAIN'],
    ['a chain past the end of the line', { entries: [{ ...(form().entries as object[])[0], chainTo_comp: 9999 }] }, 'entries.0.chainTo_comp', 'entered chain is out of bounds'],
    ['a direction of another line', { entries: [{ ...(form().entries as object[])[0], direction: 'EB' }] }, 'entries.0.direction', 'Direction EB is not a direction of Orange Line; expected one of SB, NB'],
    ['a Regular shift without entries', { entries: [] }, 'entries', 'submit all grind reports'],
    ['times out of order', { stopTime: '2082-02-09T23:00' }, 'callTime', 'ERROR: times are not consecutive'],
    ['a grinder the customer does not use', { grinderType: 'C-Train' }, 'grinderType', 'Grinder type C-Train does not work for MBTA; expected one of LRG-24, VM-8000, LRG-31, LRG-7'],
    ['a BART report', { site: 'BART', line: 'A' }, 'site', 'BART reports are not filed on this form; use the Bay Area rapid-transit grind report (POST /api/reports/bart)'],
  ])('answers %s with 400 naming the field, and writes nothing', async (_, overrides, path, message) => {
    const result = await submit(form({ date: '2082-03-01', ...overrides }));
    expect(result.statusCode).toBe(400);
    expect(jsonBody(result)).toMatchObject({ message, issues: [{ path, message }] });
    expect(await storedItem('2082030101703')).toBeUndefined();
    expect(await storedItem('2082030101711')).toBeUndefined();
  });

  it('refuses a body without a submissionId', async () => {
    const result = await submit(form({ date: '2082-03-02', submissionId: undefined }));
    expect(result.statusCode).toBe(400);
    expect(jsonBody(result).message).toBe('submissionId must be a UUID');
    expect(await storedItem('2082030201703')).toBeUndefined();
  });

  it('refuses callers who may not file for the site, writing nothing', async () => {
    expect((await submit(form({ date: '2082-03-03' }), { username: 'mbta', role: 'MBTA' })).statusCode).toBe(403);
    expect((await submit(form({ date: '2082-03-03' }), OTRAIN_ADMIN)).statusCode).toBe(403);
    expect((await submit(form({ date: '2082-03-03' }), null)).statusCode).toBe(401);
    expect(await storedItem('2082030301703')).toBeUndefined();
  });
});
