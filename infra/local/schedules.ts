/**
 * The local stand-in for EventBridge schedules: for each worker of functions/src/workers.ts whose
 * source is a schedule (the expression the CDK app hands to `Schedule.expression`), invokes the
 * worker's built bundle (functions/dist/<id>/index.mjs, the file the CDK app deploys) with an
 * EventBridge 'Scheduled Event' at the times the expression names, in UTC as EventBridge does.
 * `cron(...)` is read by cron-parser after AWS's six fields are put into its five (docs/local-stack.md
 * 'Scheduled workers'); `rate(...)` counts from the stack's start, as EventBridge counts from the
 * rule's creation. GRINDLINE_RUN_SCHEDULES_NOW (worker ids, comma-separated, or 'all') runs them
 * once at start too, so a test or a developer need not wait for 13:00 UTC.
 */
import { randomUUID } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import { workers as workerTable, type WorkerDef } from '../../functions/src/workers';
import { LOCAL_AWS } from './bootstrap';
import { workerBundles } from './worker-invoker';

/** What EventBridge hands a scheduled rule's target. */
export interface ScheduledEvent {
  version: '0';
  id: string;
  'detail-type': 'Scheduled Event';
  source: 'aws.events';
  account: string;
  /** The scheduled time, to the second (ISO 8601, UTC). */
  time: string;
  region: string;
  resources: string[];
  detail: Record<string, never>;
}

type ScheduledHandler = (event: ScheduledEvent) => Promise<unknown>;

const RATE_UNITS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/**
 * AWS's day of week counts 1-7 from Sunday, cron-parser's 0-6 (7 too) from Sunday: each number of
 * the field goes down by one, but not the n of 'n-th weekday' after '#'. Names (MON-FRI) and
 * '?' / '*' / 'L' stay as they are.
 */
export function awsDayOfWeek(field: string): string {
  return field.replace(/(?<![#\d])\d+/g, (n) => {
    const day = Number(n);
    if (day < 1 || day > 7) throw new Error(`Day of week ${n} is not 1-7 (AWS counts SUN=1 to SAT=7)`);
    return String(day - 1);
  });
}

/** The cron-parser expression (five fields) of the inside of an AWS `cron(...)` (six fields, the last the year). */
export function cronParserExpression(awsFields: string): string {
  const fields = awsFields.trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`cron(${awsFields}) needs six fields: minutes hours day-of-month month day-of-week year`);
  const [minutes, hours, dayOfMonth, month, dayOfWeek, year] = fields;
  // Years are never restricted in our schedules; honouring them would need an end to the series.
  if (year !== '*') throw new Error(`cron(${awsFields}): the local schedules support only '*' for the year`);
  if (dayOfMonth !== '?' && dayOfWeek !== '?') throw new Error(`cron(${awsFields}): AWS needs '?' in the day-of-month or the day-of-week field`);
  return [minutes, hours, dayOfMonth, month, awsDayOfWeek(dayOfWeek)].join(' ');
}

/**
 * The first time after `after` (strictly) that the EventBridge `expression` fires, in UTC:
 * `cron(m h dom mon dow year)` or `rate(n minute|minutes|hour|hours|day|days)`, the latter counted
 * in whole periods from `anchor` (when the rule began: the stack's start).
 */
export function nextRun(expression: string, after: Date, anchor: Date = after): Date {
  const cron = /^cron\((.+)\)$/.exec(expression.trim());
  if (cron) {
    return CronExpressionParser.parse(cronParserExpression(cron[1]), { currentDate: after, tz: 'UTC' }).next().toDate();
  }
  const rate = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression.trim());
  if (rate) {
    const period = Number(rate[1]) * RATE_UNITS[rate[2]];
    if (period <= 0) throw new Error(`${expression}: the rate must be at least 1`);
    const periods = Math.max(0, Math.floor((after.getTime() - anchor.getTime()) / period)) + 1;
    return new Date(anchor.getTime() + periods * period);
  }
  throw new Error(`Not an EventBridge schedule expression: ${expression} (cron(...) or rate(...))`);
}

/** The event EventBridge sends for `worker`'s rule at `time`. */
export function scheduledEvent(worker: WorkerDef, time: Date): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: LOCAL_AWS.region,
    resources: [`arn:aws:events:${LOCAL_AWS.region}:000000000000:rule/grindline-local-${worker.id}`],
    detail: {},
  };
}

/** The worker ids of GRINDLINE_RUN_SCHEDULES_NOW ('all', or ids separated by commas). */
export function runNowIds(value: string | undefined, scheduled: readonly WorkerDef[]): string[] {
  const asked = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (asked.includes('all')) return scheduled.map((w) => w.id);
  const unknown = asked.filter((id) => !scheduled.some((w) => w.id === id));
  if (unknown.length) throw new Error(`GRINDLINE_RUN_SCHEDULES_NOW names no scheduled worker: ${unknown.join(', ')} (scheduled: ${scheduled.map((w) => w.id).join(', ')})`);
  return asked;
}

export interface Schedules {
  /** Invokes scheduled worker `id` now, as its rule would; answers the handler's result. */
  runNow(id: string): Promise<unknown>;
  /** No run starts after this; waits for the runs in progress. */
  stop(): Promise<void>;
}

// setTimeout holds at most 2^31-1 ms (24.8 days): a later run is waited for in steps.
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** Arms one timer per scheduled worker; `runNow` ids (default: GRINDLINE_RUN_SCHEDULES_NOW) run once at start. */
export function startSchedules(options: { functionsDist?: string; workers?: readonly WorkerDef[]; clock?: () => Date; runNow?: readonly string[] } = {}): Schedules {
  const clock = options.clock ?? (() => new Date());
  const scheduled = (options.workers ?? workerTable).filter((w) => w.source.kind === 'schedule');
  const handlerOf = workerBundles<ScheduledHandler>(options.functionsDist);
  const started = clock();
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const invoke = (w: WorkerDef, time: Date): Promise<unknown> => {
    const run = handlerOf(w).then((h) => h(scheduledEvent(w, time)));
    running.add(run);
    void run.catch(() => undefined).finally(() => running.delete(run));
    return run;
  };
  const arm = (w: WorkerDef & { source: { kind: 'schedule' } }) => {
    if (stopped) return;
    const due = nextRun(w.source.expression, clock(), started);
    const wait = (): void => {
      const left = due.getTime() - clock().getTime();
      const timer = setTimeout(() => {
        if (stopped) return;
        if (due.getTime() - clock().getTime() > 0) return wait();
        invoke(w, due).then(
          () => undefined,
          (error: unknown) => console.error(`schedule (${w.id}): ${(error as Error).message}`),
        );
        arm(w);
      }, Math.min(Math.max(left, 0), LONGEST_WAIT_MS));
      timer.unref();
      timers.set(w.id, timer);
    };
    wait();
  };

  for (const w of scheduled) if (w.source.kind === 'schedule') arm(w as WorkerDef & { source: { kind: 'schedule' } });
  const runNow = (id: string) => {
    const w = scheduled.find((x) => x.id === id);
    if (!w) return Promise.reject(new Error(`No scheduled worker ${id}`));
    return invoke(w, clock());
  };
  for (const id of options.runNow ?? runNowIds(process.env.GRINDLINE_RUN_SCHEDULES_NOW, scheduled)) {
    runNow(id).catch((error: unknown) => console.error(`schedule (${id}, run now): ${(error as Error).message}`));
  }
  return {
    runNow,
    async stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      await Promise.allSettled([...running]);
    },
  };
}
