import { routeById } from '../../route-table';
import { getReport, querySiteReports } from '../../services/report-store';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { genericBody, secondFlowBody } from '../../../tests/harness/valid-bodies';
import { handler as secondFlow } from './submit-second-flow-report';
import { handler as generic } from './submit-generic-report';

const SUPER = { username: 'admin', role: 'admin' };
const send = (handler: typeof generic, id: string, body: unknown, caller: { username: string; role: string } = SUPER) => invoke(handler, routeEvent(routeById(id), { body, caller }));
type Answer = { shiftId: string; report: { ranges: { length: number; trackId: string }[]; passFeet: number; feetComp: number; shiftNum: number } };

// Dates in 2094 are used by this file only.
describe('POST /api/reports/second-flow', () => {
  it('files the cards as one report under the next shift number of the grinder, lengths from the ends', async () => {
    const body = { ...secondFlowBody('NCTD', '2094-01-10') };
    const first = await send(secondFlow, 'second-flow-report-submit', body);
    expect(first.statusCode).toBe(201);
    const answer = jsonBody(first) as Answer;
    expect(answer.report.shiftNum).toBe(1);
    expect(answer.report.ranges[0].length).toBe(2640); // 0.5 mile post x 5280 (NCTD)
    expect(answer.report.ranges[0].trackId).toBe('COASTER_1');
    // Marked as the second flow's, so no screen shows its unasked shift type and spark minutes as answers.
    expect((await getReport(answer.shiftId))?.form).toBe('second-flow');
    const retry = await send(secondFlow, 'second-flow-report-submit', body);
    expect(retry.statusCode).toBe(200);
    const second = jsonBody(await send(secondFlow, 'second-flow-report-submit', secondFlowBody('NCTD', '2094-01-10'))) as Answer;
    expect(second.report.shiftNum).toBe(2);
  });

  it('names the first bad field of a card and writes nothing', async () => {
    const body = secondFlowBody('SOUNDTRANSIT', '2094-01-11') as { grinds: Record<string, unknown>[] };
    body.grinds[0].segmentTo = '';
    const res = await send(secondFlow, 'second-flow-report-submit', body);
    expect(res.statusCode).toBe(400);
    expect(jsonBody(res).message).toBe('Segment To is required.');
    const wrongDirection = secondFlowBody('NCTD', '2094-01-11') as { grinds: Record<string, unknown>[] };
    wrongDirection.grinds[0].direction = 'EB';
    const bad = await send(secondFlow, 'second-flow-report-submit', wrongDirection);
    expect(jsonBody(bad).issues).toEqual([expect.objectContaining({ path: 'grinds.0.direction' })]);
  });

  it("refuses a segment beyond the line's track, naming its end, and writes nothing", async () => {
    // E130 (Sound Transit's 2 Line) runs from Mile Post 0 to 9.3.
    const body = { ...(secondFlowBody('SOUNDTRANSIT', '2094-01-13') as { grinds: Record<string, unknown>[] }), line: 'E130' };
    body.grinds[0] = { ...body.grinds[0], segmentFrom: 9.2, segmentTo: 9.5 };
    const res = await send(secondFlow, 'second-flow-report-submit', body);
    expect(res.statusCode).toBe(400);
    expect(jsonBody(res).issues).toEqual([{ path: 'grinds.0.segmentTo', message: 'Segment To 9.5: entered chain is out of bounds (E130 runs from 0 to 9.3)' }]);
    expect(await querySiteReports({ site: 'SOUNDTRANSIT', from: '2094-01-13', to: '2094-01-13' })).toEqual([]);
    body.grinds[0] = { ...body.grinds[0], segmentFrom: 9.0, segmentTo: 9.3 };
    expect((await send(secondFlow, 'second-flow-report-submit', body)).statusCode).toBe(201);
  });

  it('refuses a customer outside the fixed list', async () => {
    const res = await send(secondFlow, 'second-flow-report-submit', secondFlowBody('MBTA', '2094-01-12'));
    expect(res.statusCode).toBe(400);
    expect(jsonBody(res).message).toMatch(/customer|Customer/);
  });
});

describe('POST /api/reports/generic', () => {
  it('stores the report with row lengths 25 x |to - from| and pass feet from the rows', async () => {
    const res = await send(generic, 'generic-report-submit', genericBody('OTRAIN', '2094-02-01', 4));
    expect(res.statusCode).toBe(201);
    const answer = jsonBody(res) as Answer;
    expect(answer.report.ranges[0].length).toBe(50);
    expect(answer.report.passFeet).toBe(150);
    expect(answer.shiftId).toMatch(/^20940201004/);
  });

  it("refuses a row beyond the line's track on the generic form, naming the field", async () => {
    const body = genericBody('OTRAIN', '2094-02-03', 6) as { grinds: Record<string, unknown>[] };
    body.grinds[0] = { ...body.grinds[0], segmentFrom: -5 };
    const res = await send(generic, 'generic-report-submit', body);
    expect(res.statusCode).toBe(400);
    expect(jsonBody(res).issues).toEqual([expect.objectContaining({ path: 'grinds.0.segmentFrom', message: expect.stringMatching(/^Segment From -5: entered chain is out of bounds/) })]);
  });

  it('answers a taken shift id with the spec message and keeps the first report', async () => {
    await send(generic, 'generic-report-submit', genericBody('OTRAIN', '2094-02-02', 5));
    const again = await send(generic, 'generic-report-submit', genericBody('OTRAIN', '2094-02-02', 5));
    expect(again.statusCode).toBe(409);
    expect(jsonBody(again).message).toBe('ERROR: shift ID already exists in db. Are you sure you are using the right shift number?');
  });

  it('shows the spec message of the first missing field, and keeps site admins to their site', async () => {
    const res = await send(generic, 'generic-report-submit', { ...genericBody('NCTD', '2094-02-03'), grinderOperator: '' });
    expect(res.statusCode).toBe(400);
    expect(jsonBody(res).message).toBe('Grinder Operator Name is Required');
    const other = await send(generic, 'generic-report-submit', genericBody('OTRAIN', '2094-02-03'), { username: 'nctdadmin', role: 'NCTDadmin' });
    expect(other.statusCode).toBe(403);
  });
});
