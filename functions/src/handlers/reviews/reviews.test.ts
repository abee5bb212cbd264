/**
 * Agency sign-off through the handlers (issue 29): a BART shift filed by the contractor, reviewed
 * by BART's inspector (signed in through BART's provider), changed by adminMgmt with a reason,
 * disputed, approved again, its month closed and reopened; every refusal on the way. Dates in
 * 2097 are used by this file only (the table is shared by the whole run).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { routeById } from '../../route-table';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import { bartForm } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent, type TestCaller } from '../../../tests/support/events';
import { handler as submit } from '../reports/submit-bart-report';
import { handler as removeRow } from '../reports/delete-grind-row';
import { handler as remove } from '../reports/delete-report';
import { handler as history } from '../reports/report-history';
import { handler as dailyStats } from '../dashboard/daily-stats';
import { handler as list } from './review-list';
import { handler as get } from './review-get';
import { handler as post } from './review-post';
import { handler as statement } from './statement';
import { handler as csv } from './statement-csv';
import { handler as close } from './statement-close';
import { handler as reopen } from './statement-reopen';

const SUPERVISOR = { username: 'bartadmin', role: 'BARTadmin' };
const INSPECTOR = { username: 'BART_bart-0001', role: 'BARTinspector', identityProvider: 'BART' };
const MGMT = { username: 'adminmgmt', role: 'adminMgmt' };
const NYCT_INSPECTOR = { username: 'nyctinspector', role: 'NYCTinspector' };
const MONTH = '2097-03';

const file = async (date: string) => {
  const result = await invoke(submit, routeEvent(routeById('bart-report-submit'), { body: bartForm({ date }), caller: SUPERVISOR }));
  expect(result.statusCode).toBe(201);
  return jsonBody<{ shiftId: string }>(result).shiftId;
};
const review = (shiftId: string, body: Record<string, unknown>, caller: TestCaller = INSPECTOR) => invoke(post, routeEvent(routeById('review-post'), { params: { shiftId }, body, caller }));
const statusOf = async (shiftId: string, caller: TestCaller = INSPECTOR) => jsonBody<{ status: string; version: number }>(await invoke(get, routeEvent(routeById('review-get'), { params: { shiftId }, caller })));
const statementOf = async (caller: TestCaller = INSPECTOR) => jsonBody<any>(await invoke(statement, routeEvent(routeById('statement'), { query: { site: 'BART', month: MONTH }, caller })));
const closeMonth = (caller: TestCaller = INSPECTOR) => invoke(close, routeEvent(routeById('statement-close'), { body: { site: 'BART', month: MONTH }, caller }));
const removeFirstRow = (shiftId: string, reason?: string) => invoke(removeRow, routeEvent(routeById('report-grind-row-delete'), { params: { shiftId, index: '0' }, query: reason ? { reason } : {}, caller: MGMT }));
const signoffMails = async () => {
  const { Items } = await ddb.send(new QueryCommand({ TableName: config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'OUTBOX#SIGNOFF#BART' } }));
  return (Items ?? []).filter((i) => String(i.subject).includes('2097') || String(i.text).includes('2097'));
};

describe('agency sign-off of a BART shift', () => {
  let shiftId = '';
  let other = '';
  beforeAll(async () => {
    shiftId = await file('2097-03-03');
    other = await file('2097-03-04');
  });

  it("lists the month's filed shifts as not yet reviewed, for the inspector and the office", async () => {
    const answer = jsonBody<any>(await invoke(list, routeEvent(routeById('review-list'), { query: { site: 'BART', month: MONTH }, caller: INSPECTOR })));
    expect(answer.shifts.map((s: any) => [s.shiftId, s.status, s.version])).toEqual([[shiftId, 'not-reviewed', 1], [other, 'not-reviewed', 1]]);
    expect(answer.monthState).toEqual({ closed: false, events: [] });
    const office = await invoke(list, routeEvent(routeById('review-list'), { query: { site: 'BART', month: MONTH }, caller: MGMT }));
    expect(office.statusCode).toBe(200);
    expect((await invoke(list, routeEvent(routeById('review-list'), { query: { site: 'BART', month: MONTH }, caller: NYCT_INSPECTOR }))).statusCode).toBe(403);
  });

  it('refuses every contractor role and another agency, whatever the version', async () => {
    for (const caller of [SUPERVISOR, MGMT, { username: 'admin', role: 'admin' }, { username: 'mbta', role: 'MBTA' }]) {
      expect((await review(shiftId, { decision: 'approved', version: 1 }, caller)).statusCode).toBe(403);
    }
    const nyct = await review(shiftId, { decision: 'approved', version: 1 }, NYCT_INSPECTOR);
    expect(nyct.statusCode).toBe(403);
    expect((await statusOf(shiftId)).status).toBe('not-reviewed');
  });

  it('approves version 1 and records who, when, through which provider', async () => {
    const stale = await review(shiftId, { decision: 'approved', version: 2 });
    expect(stale.statusCode).toBe(409);
    const result = await review(shiftId, { decision: 'approved', version: 1, comment: 'Checked on site' });
    expect(result.statusCode).toBe(200);
    expect(jsonBody<any>(result)).toMatchObject({ status: 'approved', review: { latest: { decision: 'approved', version: 1, by: 'BART_bart-0001', identityProvider: 'BART', comment: 'Checked on site' } } });
    expect(await statusOf(shiftId, MGMT)).toMatchObject({ status: 'approved', version: 1 });
  });

  it('never deletes an approved shift, and changes it only with a reason, back to needs re-approval', async () => {
    const deleted = await invoke(remove, routeEvent(routeById('report-delete'), { params: { shiftId }, caller: MGMT }));
    expect(deleted.statusCode).toBe(409);
    expect(jsonBody<any>(deleted).message).toMatch(/approved by the agency and cannot be deleted/);
    const noReason = await removeFirstRow(shiftId);
    expect(noReason.statusCode).toBe(400);
    expect(jsonBody<any>(noReason).message).toMatch(/give the reason/);
    const changed = await removeFirstRow(shiftId, 'Row 1 was filed twice');
    expect(changed.statusCode).toBe(200);
    expect(await statusOf(shiftId)).toMatchObject({ status: 'needs-reapproval', version: 2 });
    const versions = jsonBody<any>(await invoke(history, routeEvent(routeById('report-history'), { params: { shiftId }, caller: MGMT }))).versions;
    expect(versions[1]).toMatchObject({ version: 2, action: 'edit', reason: 'Row 1 was filed twice' });
    const mails = await signoffMails();
    expect(mails.filter((m) => m.signoffMail === 'reapproval')).toEqual([expect.objectContaining({ list: 'BART', subject: expect.stringContaining(shiftId), text: expect.stringContaining('Row 1 was filed twice') })]);
  });

  it('refuses approving the old version with a clear message naming the current one', async () => {
    const stale = await review(shiftId, { decision: 'approved', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(jsonBody<any>(stale).message).toBe('Version 1 is no longer the latest: the shift was changed since (it is at version 2). Open it again and review version 2.');
  });

  it('disputes with a comment only, mails the office, and shows the dispute in the statement', async () => {
    expect((await review(other, { decision: 'disputed', version: 1, comment: ' ' })).statusCode).toBe(400);
    expect((await review(other, { decision: 'disputed', version: 1, comment: 'Line A MP 3 was not ground' })).statusCode).toBe(200);
    const mails = await signoffMails();
    expect(mails.filter((m) => m.signoffMail === 'dispute')).toEqual([expect.objectContaining({ list: 'INTERNAL', text: expect.stringContaining('Line A MP 3 was not ground') })]);
    const s = await statementOf(MGMT);
    expect(s.shifts.map((x: any) => x.status)).toEqual(['needs-reapproval', 'disputed']);
    // The Daily Stats cards carry it too: the dispute shows on its card until answered.
    const cards = jsonBody<any>(await invoke(dailyStats, routeEvent(routeById('daily-stats'), { query: { site: 'BART', startDate: '2097-03-01', endDate: '2097-03-31' }, caller: SUPERVISOR }))).shifts;
    expect(cards.map((c: any) => [c.shiftId, c.review])).toEqual([
      [other, { status: 'disputed', by: 'BART_bart-0001', comment: 'Line A MP 3 was not ground' }],
      [shiftId, { status: 'needs-reapproval', by: 'BART_bart-0001', comment: 'Checked on site' }],
    ]);
    expect(s.columns.disputed).toMatchObject({ shifts: 1, lines: ['A'], firstDate: '2097-03-04' });
    expect(s.columns.notReviewed.shifts).toBe(1);
    expect(s.closable).toBe(false);
  });

  it('closes the month only when every shift is approved; a closed month changes nothing until reopened with a reason', async () => {
    expect((await closeMonth()).statusCode).toBe(409);
    expect((await review(shiftId, { decision: 'approved', version: 2 })).statusCode).toBe(200);
    expect((await review(other, { decision: 'approved', version: 1 })).statusCode).toBe(200);
    expect((await closeMonth(MGMT)).statusCode).toBe(403);
    expect((await closeMonth()).statusCode).toBe(200);
    expect((await closeMonth()).statusCode).toBe(409);

    const change = await removeFirstRow(shiftId, 'One more fix');
    expect(change.statusCode).toBe(409);
    expect(jsonBody<any>(change).message).toMatch(/month is closed/);
    expect((await review(other, { decision: 'disputed', version: 1, comment: 'late doubt' })).statusCode).toBe(409);
    const late = await invoke(submit, routeEvent(routeById('bart-report-submit'), { body: bartForm({ date: '2097-03-20' }), caller: SUPERVISOR }));
    expect(late.statusCode).toBe(409);

    const reopenAs = (caller: TestCaller, reason: string) => invoke(reopen, routeEvent(routeById('statement-reopen'), { body: { site: 'BART', month: MONTH, reason }, caller }));
    expect((await reopenAs(SUPERVISOR, 'Needs a fix')).statusCode).toBe(403);
    expect((await reopenAs(MGMT, 'no')).statusCode).toBe(400);
    expect((await reopenAs(MGMT, 'Shift of the 3rd needs a fix')).statusCode).toBe(200);
    const s = await statementOf();
    expect(s.monthState.closed).toBe(false);
    expect(s.monthState.events.map((e: any) => [e.action, e.by, e.reason])).toEqual([['closed', 'BART_bart-0001', undefined], ['reopened', 'adminmgmt', 'Shift of the 3rd needs a fix']]);
    expect((await removeFirstRow(shiftId, 'One more fix')).statusCode).toBe(200);
  });

  it('downloads the statement as CSV with the approvals appendix', async () => {
    const result = await invoke(csv, routeEvent(routeById('statement-csv'), { query: { site: 'BART', month: MONTH }, caller: INSPECTOR }));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-disposition']).toBe('attachment; filename="quantities-BART-2097-03.csv"');
    expect(result.body).toContain(`${other},1,BART_bart-0001,`);
    expect(result.body).toContain('Quantities statement,BART,2097-03,All phases,Open');
  });
});

describe('closing a month against changes made meanwhile', () => {
  it('refuses the closing when a shift of the month changes between the statement and the write', async () => {
    const shiftId = await file('2097-04-02');
    expect((await review(shiftId, { decision: 'approved', version: 1 })).statusCode).toBe(200);
    // A supervisor files another shift of the month just before the closing's write reaches the table.
    const realSend = ddb.send.bind(ddb) as (command: unknown) => Promise<unknown>;
    let injected = false;
    const spy = jest.spyOn(ddb, 'send').mockImplementation((async (command: { input?: { TransactItems?: Array<{ Update?: { UpdateExpression?: string } }> } }) => {
      if (!injected && command.input?.TransactItems?.some((i) => i.Update?.UpdateExpression?.includes('closed = :closed'))) {
        injected = true;
        await file('2097-04-09');
      }
      return realSend(command);
    }) as never);
    const result = await invoke(close, routeEvent(routeById('statement-close'), { body: { site: 'BART', month: '2097-04' }, caller: INSPECTOR }));
    spy.mockRestore();
    expect(result.statusCode).toBe(409);
    expect(jsonBody<any>(result).message).toMatch(/changed while it was being closed/);
    const s = jsonBody<any>(await invoke(statement, routeEvent(routeById('statement'), { query: { site: 'BART', month: '2097-04' }, caller: INSPECTOR })));
    expect(s.monthState.closed).toBe(false);
    expect(s.shifts.map((x: any) => x.status)).toEqual(['approved', 'not-reviewed']);
  });

  it("shows the agency's decisions under their version in the History", async () => {
    const shiftId = await file('2097-05-06');
    await review(shiftId, { decision: 'disputed', version: 1, comment: 'Rail 2 not ground' });
    const answer = jsonBody<any>(await invoke(history, routeEvent(routeById('report-history'), { params: { shiftId }, caller: MGMT })));
    expect(answer.reviews).toEqual([expect.objectContaining({ shiftId, decision: 'disputed', version: 1, by: 'BART_bart-0001', identityProvider: 'BART', comment: 'Rail 2 not ground' })]);
  });
});
