/**
 * Report versions end to end through the handlers (issue 11): edit, two editors at once, a fault
 * at any point of an edit, history with its differences, delete and restore, and the audit log.
 * Dates in 2087 are used by this file only.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { routeById } from '../../route-table';
import { ddb } from '../../lib/clients/dynamodb';
import { outsideFunction } from '../../lib/sdk-recorder';
import { partitionItems, storedItem } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { nyctBody } from '../../../tests/harness/valid-bodies';
import { handler as submit } from './submit-nyct-report';
import { handler as getForEdit } from './get-report-for-edit';
import { handler as edit } from './edit-report';
import { handler as history } from './report-history';
import { handler as restore } from './restore-report';
import { handler as remove } from './delete-report';
import { handler as audit } from '../audit/audit-log';

const NYCT_ADMIN = { username: 'nyctadmin', role: 'NYCTadmin' };
const EDITOR = { username: 'nyctadminedit', role: 'NYCTadminedit' };
const MGMT = { username: 'adminmgmt', role: 'adminMgmt' };
const BART_ADMIN = { username: 'bartadmin', role: 'BARTadmin' };
const UA = { 'user-agent': 'jest-tablet/1.0' };

type Caller = { username: string; role: string };
const file = async (date: string) => {
  const result = await invoke(submit, routeEvent(routeById('nyct-report-submit'), { body: nyctBody(date), caller: NYCT_ADMIN, headers: UA }));
  expect(result.statusCode).toBe(201);
  return jsonBody<{ shiftId: string }>(result).shiftId;
};
const load = async (shiftId: string, caller: Caller = EDITOR) => invoke(getForEdit, routeEvent(routeById('report-edit-get'), { params: { shiftId }, caller }));
const loaded = async (shiftId: string) => jsonBody<{ changeId: string; version: number; form: Record<string, any> }>(await load(shiftId));
const save = (shiftId: string, body: unknown, caller: Caller = EDITOR) => invoke(edit, routeEvent(routeById('report-edit'), { params: { shiftId }, body, caller, headers: UA }));
const historyOf = async (shiftId: string, caller: Caller = MGMT) => invoke(history, routeEvent(routeById('report-history'), { params: { shiftId }, caller }));

/** The form with grind limit 1 starting at station 312 and its first defect's count at 9. */
const edited = (form: Record<string, any>, changeId: string) => ({
  ...form,
  changeId,
  grindLimits: form.grindLimits.map((g: any, i: number) => (i === 0 ? { ...g, segmentFrom: 312, defects: [{ ...g.defects[0], numRemoved: 9 }] } : g)),
});

describe('editing a NYCT report', () => {
  it('loads the stored report into the form, saves an edit as a new version and keeps the previous one', async () => {
    const shiftId = await file('2087-01-02');
    const { form, changeId, version } = await loaded(shiftId);
    expect(version).toBe(1);
    expect(form.grindLimits[0]).toMatchObject({ trackId: 'BMT_CN_2', segmentFrom: 310, segmentFromFeet: 40, segmentTo: 314, segmentToFeet: 10 });

    const result = await save(shiftId, edited(form, changeId));
    expect(result.statusCode).toBe(200);
    const saved = jsonBody<{ version: number; report: { ranges: Array<{ from: number; defects: Array<{ numRemoved: number }> }> } }>(result);
    expect(saved.version).toBe(2);
    expect(saved.report.ranges[0]).toMatchObject({ from: 312.4, defects: [{ numRemoved: 9 }] });
    expect(await storedItem(shiftId)).toMatchObject({ version: 2, changedBy: 'nyctadminedit', shiftNum: 1, createdBy: 'nyctadmin' });

    const versions = jsonBody<{ versions: Array<{ version: number; action: string; by: string; report: { ranges: Array<{ from: number }> }; diff: any }> }>(await historyOf(shiftId)).versions;
    expect(versions.map((v) => [v.version, v.action, v.by])).toEqual([[1, 'file', 'nyctadmin'], [2, 'edit', 'nyctadminedit']]);
    expect(versions[0].report.ranges[0].from).toBe(310.4);
    expect(versions[1].diff.ranges[0].fields).toEqual([{ path: 'ranges.0.from', label: 'From (Station)', before: '310 + 40', after: '312 + 40' }, { path: 'ranges.0.length', label: 'Length', before: 370, after: 170 }]);
    expect(versions[1].diff.ranges[0].defects[0].fields[0]).toMatchObject({ label: 'Number of Defects Removed', before: 6, after: 9 });

    // The NYCT mail of the edit goes out flagged as an edit, beside the filing's.
    const outbox = await ddbQueryOutbox(shiftId);
    expect(outbox.map((o) => o.edit).sort()).toEqual([false, true]);
  });

  it('refuses the second of two editors of the same version, tells what changed, and loses no version', async () => {
    const shiftId = await file('2087-01-03');
    const first = await loaded(shiftId);
    const second = await loaded(shiftId);

    const [a, b] = await Promise.all([
      save(shiftId, edited(first.form, first.changeId)),
      save(shiftId, { ...second.form, changeId: second.changeId, sparkMin: 99 }, MGMT),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    const body = jsonBody<{ message: string; issues?: Array<{ message: string }> }>(refused);
    expect(body.message).toMatch(/This report was changed by \S+ at .* since you loaded it; your changes were not saved/);
    expect(body.issues?.length).toBeGreaterThan(0);
    expect(body.issues![0].message).toMatch(/^Changed meanwhile: /);

    const versions = jsonBody<{ versions: Array<{ version: number }> }>(await historyOf(shiftId)).versions;
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    // A save on the stale version afterwards is refused too, naming the field that changed.
    const late = await save(shiftId, { ...second.form, changeId: second.changeId, sparkMin: 98 }, MGMT);
    expect(late.statusCode).toBe(409);
  });

  it('leaves the report exactly as it was when a fault hits any call of an edit', async () => {
    const shiftId = await file('2087-01-04');
    const { form, changeId } = await loaded(shiftId);
    const before = { current: await storedItem(shiftId), partition: await partitionItems(shiftId), audit: await auditOf(shiftId) };
    const realSend = ddb.send.bind(ddb);
    // Fail call n of the edit for n = 1, 2, ... until the edit makes fewer calls than n (it went through).
    let wentThrough = false;
    for (let n = 1; n <= 10 && !wentThrough; n += 1) {
      let calls = 0;
      let faultAfterCommit = false;
      const spy = jest.spyOn(ddb, 'send').mockImplementation(async (command: any) => {
        calls += 1;
        if (calls === n) {
          // The site revision's bump comes after the commit: the edit is stored, the fault only logged.
          faultAfterCommit = command.input?.Key?.sk === 'REV';
          // At the transaction: make DynamoDB itself cancel it through its last item, so the
          // test shows that none of the items before it were written either.
          if (command instanceof TransactWriteCommand) {
            const items = [...command.input.TransactItems!, { ConditionCheck: { TableName: command.input.TransactItems![0].Put?.TableName ?? (command.input.TransactItems![0] as any).Delete.TableName, Key: { pk: 'FAULT', sk: 'FAULT' }, ConditionExpression: 'attribute_exists(pk)' } }];
            // Not this Lambda's call: the proof of its grants (lib/sdk-recorder.ts) leaves it out.
            return outsideFunction(() => realSend(new TransactWriteCommand({ ...command.input, TransactItems: items as never })));
          }
          throw new Error(`injected fault at call ${n}`);
        }
        return realSend(command);
      });
      const result = await save(shiftId, edited(form, changeId));
      spy.mockRestore();
      if (calls < n || faultAfterCommit) {
        expect(result.statusCode).toBe(200); // every point of the edit has been hit
        wentThrough = true;
        break;
      }
      expect(result.statusCode).toBeGreaterThanOrEqual(500);
      expect(await storedItem(shiftId)).toEqual(before.current);
      expect(await partitionItems(shiftId)).toEqual(before.partition);
      expect(await auditOf(shiftId)).toEqual(before.audit);
    }
    expect(wentThrough).toBe(true);
    expect(await storedItem(shiftId)).toMatchObject({ version: 2 });
  });

  it("refuses another site's admin and a non-editor, and a change of date", async () => {
    const shiftId = await file('2087-01-05');
    const { form, changeId } = await loaded(shiftId);
    expect((await load(shiftId, NYCT_ADMIN)).statusCode).toBe(403);
    expect((await save(shiftId, edited(form, changeId), NYCT_ADMIN)).statusCode).toBe(403);
    expect((await save(shiftId, edited(form, changeId), BART_ADMIN)).statusCode).toBe(403);
    const moved = await save(shiftId, { ...edited(form, changeId), date: '2087-01-06' });
    expect(moved.statusCode).toBe(400);
    expect(jsonBody<{ issues: Array<{ path: string }> }>(moved).issues[0].path).toBe('date');
    expect(await storedItem(shiftId)).toMatchObject({ version: 1 });
  });

  it('refuses a bad body with a 400 naming the field from the contract, before the report is read', async () => {
    const shiftId = await file('2087-01-07');
    const { form, changeId } = await loaded(shiftId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...form }, 'changeId'],
      [{ ...edited(form, changeId), grinderType: 'not a grinder' }, 'grinderType'],
      [{ ...edited(form, changeId), grindLimits: 'none' }, 'grindLimits'],
      [{ ...edited(form, changeId), photos: [{ photoId: 'x' }] }, 'photos.0'],
    ];
    for (const [body, field] of cases) {
      // No report has this shift id: a 400 rather than a 404 shows the contract refused the body first.
      for (const target of [shiftId, '20870107999999']) {
        const result = await save(target, body);
        expect(result.statusCode).toBe(400);
        expect(jsonBody<{ issues: Array<{ path: string }> }>(result).issues[0].path.startsWith(field)).toBe(true);
      }
    }
    expect(await storedItem(shiftId)).toMatchObject({ version: 1 });
  });
});

describe('delete and restore', () => {
  it('restores a deleted report as a new version, and an earlier version over a later one', async () => {
    const shiftId = await file('2087-01-07');
    const { form, changeId } = await loaded(shiftId);
    expect((await save(shiftId, edited(form, changeId))).statusCode).toBe(200);
    expect((await invoke(remove, routeEvent(routeById('report-delete'), { params: { shiftId }, caller: MGMT }))).statusCode).toBe(204);
    expect(await storedItem(shiftId)).toBeUndefined();

    const deleted = jsonBody<{ deleted: boolean; versions: Array<{ version: number; action: string }> }>(await historyOf(shiftId, NYCT_ADMIN));
    expect(deleted.deleted).toBe(true);
    expect(deleted.versions.map((v) => [v.version, v.action])).toEqual([[1, 'file'], [2, 'edit'], [3, 'delete']]);

    const post = (version: unknown, caller: Caller = MGMT) => invoke(restore, routeEvent(routeById('report-restore'), { params: { shiftId }, body: { version }, caller }));
    expect((await post(2, EDITOR)).statusCode).toBe(403);
    expect((await post(3)).statusCode).toBe(400);
    const restored = await post(2);
    expect(restored.statusCode).toBe(200);
    expect(jsonBody(restored)).toMatchObject({ version: 4 });
    expect(await storedItem(shiftId)).toMatchObject({ version: 4, ranges: [expect.objectContaining({ from: 312.4 }), expect.anything()] });

    const back = await post(1);
    expect(back.statusCode).toBe(200);
    expect(await storedItem(shiftId)).toMatchObject({ version: 5, ranges: [expect.objectContaining({ from: 310.4 }), expect.anything()] });
    const final = jsonBody<{ deleted: boolean; currentVersion: number; versions: Array<{ action: string; restoredFrom?: number }> }>(await historyOf(shiftId));
    expect(final).toMatchObject({ deleted: false, currentVersion: 5 });
    expect(final.versions.slice(3).map((v) => [v.action, v.restoredFrom])).toEqual([['restore', 2], ['restore', 1]]);
  });
});

describe('the audit log', () => {
  it('records every report write with who and the client, filters by site and user, and exports CSV', async () => {
    const shiftId = await file('2087-01-08');
    const { form, changeId } = await loaded(shiftId);
    await save(shiftId, edited(form, changeId));
    const today = new Date().toISOString().slice(0, 10);
    const ask = (query: Record<string, string>, caller: Caller = MGMT) => invoke(audit, routeEvent(routeById('audit-log'), { query: { from: today, to: today, ...query }, caller }));
    const entries = jsonBody<{ entries: Array<Record<string, string>> }>(await ask({ site: 'NYCT', user: 'nyctadminedit' })).entries;
    const mine = entries.filter((e) => e.target === shiftId);
    expect(mine).toEqual([expect.objectContaining({ action: 'report.edit', user: 'nyctadminedit', role: 'NYCTadminedit', site: 'NYCT', userAgent: 'jest-tablet/1.0', sourceIp: '127.0.0.1' })]);
    expect(entries.every((e) => e.site === 'NYCT' && e.user === 'nyctadminedit')).toBe(true);
    const filed = jsonBody<{ entries: Array<Record<string, string>> }>(await ask({ user: 'nyctadmin' })).entries.filter((e) => e.target === shiftId);
    expect(filed.map((e) => e.action)).toEqual(['report.file']);

    const csv = await ask({ site: 'NYCT', format: 'csv' });
    expect(csv.headers?.['content-type']).toMatch(/text\/csv/);
    expect(csv.body!.split('\r\n')[0]).toBe('Time (UTC),User,Role,Action,Site,Target,Summary,Client,Source IP');
    expect(csv.body).toContain(`report.edit,NYCT,${shiftId}`);

    expect((await ask({}, EDITOR)).statusCode).toBe(403);
    const bad = await ask({ to: '2000-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(jsonBody<{ issues: Array<{ path: string }> }>(bad).issues[0].path).toBe('to');
  });
});

async function ddbQueryOutbox(shiftId: string): Promise<Array<{ edit: boolean }>> {
  const { queryAll } = await import('../../data/query-all');
  return (await queryAll<{ edit: boolean; entity: string }>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `OUTBOX#${shiftId}` }, ConsistentRead: true })).filter((i) => i.entity === 'outbox');
}

/** The audit entries of one report written today. */
async function auditOf(shiftId: string): Promise<unknown[]> {
  const { queryAll } = await import('../../data/query-all');
  const today = new Date().toISOString().slice(0, 10);
  const items = await queryAll<{ target: string }>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `AUDIT#${today}` }, ConsistentRead: true });
  return items.filter((i) => i.target === shiftId);
}
