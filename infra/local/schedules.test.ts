import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workers, type WorkerDef } from '../../functions/src/workers';
import { awsDayOfWeek, cronParserExpression, nextRun, runNowIds, startSchedules } from './schedules';

const at = (iso: string) => new Date(iso);
const DIGEST = workers.find((w) => w.id === 'review-digest')!;

describe('nextRun', () => {
  it("fires the reviewers' digest (the worker table's own expression) at 13:00 UTC each day", () => {
    expect(DIGEST.source).toEqual({ kind: 'schedule', expression: 'cron(0 13 * * ? *)' });
    const expression = (DIGEST.source as { expression: string }).expression;
    expect(nextRun(expression, at('2026-11-26T12:59:59.999Z'))).toEqual(at('2026-11-26T13:00:00.000Z'));
    // Strictly after: a run at 13:00 arms the next day's.
    expect(nextRun(expression, at('2026-11-26T13:00:00.000Z'))).toEqual(at('2026-11-27T13:00:00.000Z'));
    expect(nextRun(expression, at('2026-12-31T14:00:00.000Z'))).toEqual(at('2027-01-01T13:00:00.000Z'));
  });

  it("reads AWS's day of week (SUN=1) and names, and the day of month", () => {
    // 2026-11-26 is a Thursday: AWS 2 is Monday, 6 is Friday.
    expect(nextRun('cron(30 8 ? * 2 *)', at('2026-11-26T00:00:00Z'))).toEqual(at('2026-11-30T08:30:00Z'));
    expect(nextRun('cron(0 6 ? * MON-FRI *)', at('2026-11-27T07:00:00Z'))).toEqual(at('2026-11-30T06:00:00Z'));
    expect(nextRun('cron(0 6 ? * 6 *)', at('2026-11-26T07:00:00Z'))).toEqual(at('2026-11-27T06:00:00Z'));
    expect(nextRun('cron(0 0 1 * ? *)', at('2026-11-26T00:00:00Z'))).toEqual(at('2026-12-01T00:00:00Z'));
    expect(nextRun('cron(0/15 * * * ? *)', at('2026-11-26T10:07:00Z'))).toEqual(at('2026-11-26T10:15:00Z'));
  });

  it('counts rate() in whole periods from the start', () => {
    const start = at('2026-11-26T10:00:00Z');
    expect(nextRun('rate(5 minutes)', start, start)).toEqual(at('2026-11-26T10:05:00Z'));
    expect(nextRun('rate(5 minutes)', at('2026-11-26T10:12:00Z'), start)).toEqual(at('2026-11-26T10:15:00Z'));
    expect(nextRun('rate(1 day)', at('2026-11-27T10:00:00Z'), start)).toEqual(at('2026-11-28T10:00:00Z'));
  });

  it('refuses what it does not read rather than guess', () => {
    expect(() => nextRun('cron(0 13 * * ? 2027)', new Date())).toThrow(/only '\*' for the year/);
    expect(() => nextRun('cron(0 13 * * *)', new Date())).toThrow(/six fields/);
    expect(() => nextRun('cron(0 13 1 * MON *)', new Date())).toThrow(/'\?'/);
    expect(() => nextRun('rate(0 minutes)', new Date())).toThrow(/at least 1/);
    expect(() => nextRun('every day', new Date())).toThrow(/Not an EventBridge schedule/);
    expect(() => awsDayOfWeek('8')).toThrow(/1-7/);
  });

  it("shifts each day number of AWS's field but not the n after #", () => {
    expect(awsDayOfWeek('2-6')).toBe('1-5');
    expect(awsDayOfWeek('1,7')).toBe('0,6');
    expect(awsDayOfWeek('3#2')).toBe('2#2');
    expect(awsDayOfWeek('?')).toBe('?');
    expect(cronParserExpression('0 13 * * ? *')).toBe('0 13 * * ?');
  });
});

describe('runNowIds', () => {
  const scheduled = workers.filter((w) => w.source.kind === 'schedule');
  it("reads GRINDLINE_RUN_SCHEDULES_NOW: ids, 'all', nothing; an unknown id is an error", () => {
    expect(runNowIds(undefined, scheduled)).toEqual([]);
    expect(runNowIds('review-digest', scheduled)).toEqual(['review-digest']);
    expect(runNowIds('all', scheduled)).toEqual(scheduled.map((w) => w.id));
    expect(() => runNowIds('mail-outbox', scheduled)).toThrow(/no scheduled worker: mail-outbox/);
  });
});

describe('startSchedules', () => {
  /** A worker bundle that appends each event it gets to a file, as the built bundles are loaded. */
  const recordingBundle = () => {
    const dist = mkdtempSync(join(tmpdir(), 'gl-schedules-'));
    const log = join(dist, 'events.jsonl');
    mkdirSync(join(dist, 'tick'));
    writeFileSync(join(dist, 'tick', 'index.mjs'), `import { appendFileSync } from 'node:fs';\nexport const handler = async (e) => { appendFileSync(${JSON.stringify(log)}, JSON.stringify(e) + '\\n'); return { ok: true }; };\n`);
    const events = () => {
      try {
        return readFileSync(log, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
      } catch {
        return [];
      }
    };
    return { dist, events };
  };
  const tick = (expression: string): WorkerDef => ({ id: 'tick', handler: 'x/tick', source: { kind: 'schedule', expression }, memoryMb: 128, timeoutSeconds: 5 });

  it('invokes the bundle with a Scheduled Event of the scheduled time when the expression comes due, once', async () => {
    const { dist, events } = recordingBundle();
    // The clock starts 150 ms before 13:00 and runs at real speed.
    const offset = at('2026-11-26T13:00:00.000Z').getTime() - 150 - Date.now();
    const schedules = startSchedules({ functionsDist: dist, workers: [tick('cron(0 13 * * ? *)'), { ...DIGEST, source: { kind: 'tableStream', entity: 'x' } }], clock: () => new Date(Date.now() + offset), runNow: [] });
    try {
      await new Promise((r) => setTimeout(r, 600));
      expect(events()).toEqual([
        expect.objectContaining({ 'detail-type': 'Scheduled Event', source: 'aws.events', time: '2026-11-26T13:00:00Z', region: 'us-east-1', resources: ['arn:aws:events:us-east-1:000000000000:rule/grindline-local-tick'], detail: {} }),
      ]);
    } finally {
      await schedules.stop();
    }
  });

  it('runs the ids asked for at start, and on runNow; stop waits for the runs in progress', async () => {
    const { dist, events } = recordingBundle();
    const schedules = startSchedules({ functionsDist: dist, workers: [tick('cron(0 13 * * ? *)')], clock: () => at('2026-11-26T09:00:00.000Z'), runNow: ['tick'] });
    await expect(schedules.runNow('tick')).resolves.toEqual({ ok: true });
    await expect(schedules.runNow('nope')).rejects.toThrow(/No scheduled worker nope/);
    await schedules.stop();
    expect(events().map((e) => e.time)).toEqual(['2026-11-26T09:00:00Z', '2026-11-26T09:00:00Z']);
  });
});
