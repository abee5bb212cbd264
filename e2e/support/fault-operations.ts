/**
 * The operations the fault-injection test (e2e/tests/faults.test.ts) mixes, each with the checks
 * a user relies on once the gateway died at some moment of it: what is stored is whole or absent,
 * a repeat of the same request does what the first one did not, and nothing is stored twice.
 * Adding an operation (report edits, when they exist) is adding one entry to OPERATION_KINDS.
 */
import assert from 'node:assert/strict';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { bartLength, bartTrackId, shiftId as bartShiftId } from '@grindline/domain';
import { bartBody, send, type ApiAnswer, type BartBody, type BartSlot } from '../../scripts/bench/bart-client';
import { readShift, type StoredItem } from '../../scripts/bench/read-back';

/** A report the test filed, and what became of it. */
export interface Filed {
  body: BartBody;
  shiftId: string;
  state: 'stored' | 'deleted';
}

/** What the operations share: the API, the table, the seeded generator and the model. */
export interface FaultWorld {
  url: string;
  cookie: string;
  username: string;
  db: DynamoDBDocumentClient;
  table: string;
  random: () => number;
  nextSlot(): BartSlot;
  /** Every report filed, by shift id. */
  filed: Map<string, Filed>;
  /** Every submission id sent. */
  sent: Set<string>;
  /** Tallies an outcome, e.g. 'submit, gateway killed: absent, retry 201'. */
  note(outcome: string): void;
}

/** One operation, planned: its request, then what to check once it ended. */
export interface Operation {
  label: string;
  method: string;
  path: string;
  body?: unknown;
  /**
   * Runs after the request got its answer, or got none because the gateway was killed
   * (`answer` null); `killed` says whether the gateway was killed during this operation. Checks
   * the stored state, repeats the request as a client would, checks again, updates the model.
   */
  settle(world: FaultWorld, answer: ApiAnswer | null, killed: boolean): Promise<void>;
}

/** A kind of operation: how often it is picked and how it is planned. */
export interface OperationKind {
  name: string;
  weight: number;
  /** Whether the model has something this kind can act on. */
  possible(world: FaultWorld): boolean;
  plan(world: FaultWorld): Operation;
}

/** The report as it was sent to the API, in the stored shape: shift fields and every range. */
function expectedReport(body: BartBody, createdBy: string) {
  return {
    site: 'BART',
    date: body.date,
    grinderType: body.grinderType,
    line: body.line,
    stoneType: body.stoneType,
    grinderOperator: body.grinderOperator,
    startTime: body.startTime,
    stopTime: body.stopTime,
    comments: body.comments,
    submissionId: body.submissionId,
    createdBy,
    ranges: body.rows.map((row) => ({
      trackId: bartTrackId(body.line, row.direction),
      direction: row.direction,
      from: row.segmentFrom,
      to: row.segmentTo,
      length: bartLength(row.segmentFrom, row.segmentTo),
      segmentType: row.segmentType,
      passesLeft: row.passesLeft,
      passesRight: row.passesRight,
      complete: row.completed === 'complete',
    })),
  };
}

const SHIFT_KEYS = ['site', 'date', 'grinderType', 'line', 'stoneType', 'grinderOperator', 'startTime', 'stopTime', 'comments', 'submissionId', 'createdBy'];
const RANGE_KEYS = ['trackId', 'direction', 'from', 'to', 'length', 'segmentType', 'passesLeft', 'passesRight', 'complete'];

/** The same fields of a stored item (report or archived version), nothing else. */
function storedReport(item: Record<string, unknown>) {
  const ranges = Array.isArray(item.ranges) ? (item.ranges as Record<string, unknown>[]) : [];
  return {
    ...Object.fromEntries(SHIFT_KEYS.map((k) => [k, item[k]])),
    ranges: ranges.map((r) => Object.fromEntries(RANGE_KEYS.map((k) => [k, r[k]]))),
  };
}

/** Fails unless `item` is the report of `filed`, whole: every shift field and every range as sent. */
export function assertWhole(item: Record<string, unknown>, filed: { body: BartBody; shiftId: string }, createdBy: string, what: string): void {
  assert.equal(item.shiftId, filed.shiftId, `${what}: shift id`);
  assert.deepEqual(storedReport(item), expectedReport(filed.body, createdBy), `${what}: not the report as sent (partial or altered)`);
}

const SUBMIT: OperationKind = {
  name: 'submit',
  weight: 0.65,
  possible: () => true,
  plan(world) {
    const rows = 1 + Math.floor(world.random() * 40);
    const body = bartBody(world.nextSlot(), rows, world.random);
    const filed = { body, shiftId: bartShiftId({ variant: 'bart', date: body.date, grinderType: body.grinderType }) };
    world.sent.add(body.submissionId);
    return {
      label: `submit ${body.date} ${body.grinderType} (${rows} rows)`,
      method: 'POST',
      path: '/api/reports/bart',
      body,
      async settle(w, answer, killed) {
        if (answer) {
          assert.equal(answer.status, 201, `a new submission answers 201: ${JSON.stringify(answer.body)}`);
          assert.equal((answer.body as { shiftId: string }).shiftId, filed.shiftId, 'the answer names the shift of its date and grinder');
        }
        const before = await readShift(w.db, w.table, filed.shiftId);
        if (before.report) assertWhole(before.report, filed, w.username, 'after the first request');
        else assert.equal(answer, null, 'a 201 answer means the report is stored');
        checkFiledVersions(before, filed, w.username, 'after the first request');

        // The supervisor's tablet sends the same submission again.
        const retry = await send(w.url, 'POST', '/api/reports/bart', { cookie: w.cookie, body, agent: false });
        assert.equal(retry.status, before.report ? 200 : 201, `the retry answers ${before.report ? '200 (already stored)' : '201 (stored now)'}`);
        assert.equal((retry.body as { shiftId: string }).shiftId, filed.shiftId, 'the retry names the same shift');
        const after = await readShift(w.db, w.table, filed.shiftId);
        assert.ok(after.report, 'stored after the retry');
        assertWhole(after.report, filed, w.username, 'after the retry');
        checkFiledVersions(after, filed, w.username, 'after the retry');
        w.filed.set(filed.shiftId, { ...filed, state: 'stored' });
        w.note(`submit${killed ? ', gateway killed' : ''}: ${before.report ? 'stored' : 'absent'} before the retry, retry ${retry.status}`);
      },
    };
  },
};

const DELETE: OperationKind = {
  name: 'delete',
  weight: 0.35,
  possible: (world) => [...world.filed.values()].some((f) => f.state === 'stored'),
  plan(world) {
    const stored = [...world.filed.values()].filter((f) => f.state === 'stored');
    const target = stored[Math.floor(world.random() * stored.length)];
    const path = `/api/reports/${target.shiftId}`;
    return {
      label: `delete ${target.shiftId}`,
      method: 'DELETE',
      path,
      async settle(w, answer, killed) {
        if (answer) assert.equal(answer.status, 204, `delete answers 204: ${JSON.stringify(answer.body)}`);
        const before = await readShift(w.db, w.table, target.shiftId);
        checkDeleteState(before, target, w.username, 'after the first request');
        if (answer) assert.equal(before.report, null, 'a 204 answer means the report is gone');

        const retry = await send(w.url, 'DELETE', path, { cookie: w.cookie, agent: false });
        assert.equal(retry.status, before.report ? 204 : 404, `the repeated delete answers ${before.report ? '204' : '404 (already gone)'}`);
        const after = await readShift(w.db, w.table, target.shiftId);
        assert.equal(after.report, null, 'gone after the repeated delete');
        checkDeleteState(after, target, w.username, 'after the repeated delete');
        target.state = 'deleted';
        w.note(`delete${killed ? ', gateway killed' : ''}: ${before.report ? 'still there' : 'gone'} before the retry, retry ${retry.status}`);
      },
    };
  },
};

type ShiftState = { report: StoredItem | null; versions: StoredItem[] };

/** A filed report has exactly one version (its filing, whole); one not stored has none. */
function checkFiledVersions(state: ShiftState, target: Filed | { body: BartBody; shiftId: string }, username: string, what: string): void {
  if (!state.report) {
    assert.equal(state.versions.length, 0, `${what}: a report not stored has no version`);
    return;
  }
  assert.equal(state.versions.length, 1, `${what}: a filed report has exactly one version`);
  assert.equal(state.versions[0].action, 'file', `${what}: its version is the filing`);
  assertWhole(state.versions[0].report as Record<string, unknown>, target, username, `${what}: the filing's version`);
}

/**
 * Still there whole with only its filing's version, or gone with exactly the filing's version
 * (whole) and one tombstone: never half deleted, never deleted without its history.
 */
function checkDeleteState(state: ShiftState, target: Filed, username: string, what: string): void {
  if (state.report) {
    assertWhole(state.report, target, username, `${what}: the report still there`);
    checkFiledVersions(state, target, username, what);
  } else {
    assert.equal(state.versions.length, 2, `${what}: a deleted report has its filing and one tombstone version`);
    assertWhole(state.versions[0].report as Record<string, unknown>, target, username, `${what}: the filing's version`);
    assert.equal(state.versions[1].action, 'delete', `${what}: the last version is the delete`);
    assert.equal(state.versions[1].report, undefined, `${what}: the delete's version is a tombstone`);
  }
}

/** The operations of the fault test. Report edits, when they exist, are one more entry here. */
export const OPERATION_KINDS: readonly OperationKind[] = [SUBMIT, DELETE];

/** Picks an operation kind, by weight, among those the model allows. */
export function pickKind(world: FaultWorld): OperationKind {
  const possible = OPERATION_KINDS.filter((k) => k.possible(world));
  let x = world.random() * possible.reduce((sum, k) => sum + k.weight, 0);
  for (const kind of possible) {
    x -= kind.weight;
    if (x < 0) return kind;
  }
  return possible[possible.length - 1];
}
