/**
 * Load on report submission: `concurrency` supervisors, each signed in with a session of its own,
 * file distinct valid BART reports back to back through the gateway for a fixed duration; then
 * every report is read back from DynamoDB to count what was lost or stored twice.
 * `npm run bench` runs it at 50 supervisors for 60 s (scripts/bench/run.ts); the e2e test
 * e2e/tests/load.test.ts runs a short form and asserts on it.
 */
import { Agent } from 'node:http';
import { bartBody, bartSlot, bartSlotCount, send, signIn } from './bart-client';
import { countStored, scanReports, tableClient } from './read-back';

export interface LoadOptions {
  /** The gateway (app URL; the API is under /api). */
  url: string;
  /** The stack's environment (TABLE_NAME, AWS_ENDPOINT_URL_DYNAMODB...), to read the reports back. */
  env: Record<string, string>;
  /** Supervisors submitting at the same time. */
  concurrency: number;
  /** How long they submit, in ms; requests in flight at the end are awaited. */
  durationMs: number;
  /** Demo users the supervisors sign in as, in turn (default bartadmin, admin, adminmgmt: all may file BART). */
  users?: string[];
  /** First report date; slots run four grinders a day from it up to 2089-12-31 (default 1990-01-01). */
  firstDate?: string;
  /** Grind rows per report (default 4). */
  rowsPerReport?: number;
}

/** What a load run measured. */
export interface LoadResult {
  concurrency: number;
  /** From the first request to the last answer, ms. */
  elapsedMs: number;
  requests: number;
  /** Answered 201 (the one warm-up report sent before the clock starts is only in the read-back). */
  accepted: number;
  /** Count per status ('network' for a request that got no answer). */
  statuses: Record<string, number>;
  /** 5xx answers plus requests that got no answer. */
  failures: number;
  /** Latency of every answered request, ms. */
  latency: { p50: number; p95: number; p99: number; max: number };
  /** Accepted reports per second. */
  throughput: number;
  /** Accepted reports not found in the table. */
  lost: number;
  /** Report items beyond the first per submission. */
  duplicates: number;
  /** Reports stored although their submission was not answered 201. */
  unexpected: number;
}

const LAST_DATE = '2089-12-31';

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Signs in `count` sessions, five at a time (cognito-local is one process too). */
async function signInAll(url: string, users: string[], count: number): Promise<string[]> {
  const cookies: string[] = new Array(count);
  for (let first = 0; first < count; first += 5) {
    const batch = Array.from({ length: Math.min(5, count - first) }, (_, i) => first + i);
    await Promise.all(batch.map(async (i) => (cookies[i] = await signIn(url, users[i % users.length]))));
  }
  return cookies;
}

/**
 * Runs the load and reads every report back from DynamoDB. Bounded by time (`durationMs`) and by
 * count (the slots available from `firstDate`).
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, env, concurrency, durationMs } = options;
  const users = options.users ?? ['bartadmin', 'admin', 'adminmgmt'];
  const firstDate = options.firstDate ?? '1990-01-01';
  const rows = options.rowsPerReport ?? 4;
  const slots = bartSlotCount(firstDate, LAST_DATE);
  const cookies = await signInAll(url, users, concurrency);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const accepted = new Map<string, string>();
  const sent = new Set<string>();
  let next = 0;
  /** Files the next slot's report; answers its status, or null when no answer came. */
  const submit = async (cookie: string): Promise<{ status: number; ms: number } | null> => {
    const body = bartBody(bartSlot(firstDate, next++), rows, Math.random, 'Load Supervisor');
    sent.add(body.submissionId);
    try {
      const answer = await send(url, 'POST', '/api/reports/bart', { cookie, body, agent, timeoutMs: 30_000 });
      if (answer.status === 201) accepted.set(body.submissionId, (answer.body as { shiftId: string }).shiftId);
      return answer;
    } catch {
      return null;
    }
  };

  let started = 0;
  try {
    // One report first, outside the figures (read back all the same), so the bundles are loaded before the clock starts.
    const warm = await submit(cookies[0]);
    if (warm?.status !== 201) throw new Error(`load warm-up answered ${warm?.status ?? 'nothing'}`);
    started = performance.now();
    const deadline = started + durationMs;
    const supervisor = async (cookie: string) => {
      while (performance.now() < deadline && next < slots) {
        const answer = await submit(cookie);
        const status = answer ? String(answer.status) : 'network';
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (answer) latencies.push(answer.ms);
      }
    };
    await Promise.all(cookies.map(supervisor));
  } finally {
    agent.destroy();
  }
  const elapsedMs = performance.now() - started;
  const client = tableClient(env);
  try {
    const { reports } = await scanReports(client, env.TABLE_NAME);
    const counts = countStored(reports, accepted, sent);
    latencies.sort((a, b) => a - b);
    const failures = Object.entries(statuses)
      .filter(([status]) => status === 'network' || Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      concurrency,
      elapsedMs,
      requests: sent.size - 1,
      accepted: accepted.size - 1,
      statuses,
      failures,
      latency: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: latencies.at(-1) ?? 0 },
      throughput: (accepted.size - 1) / (elapsedMs / 1000),
      ...counts,
    };
  } finally {
    client.destroy();
  }
}

/** The figures of a load run as printed by the benchmark. */
export function formatLoad(r: LoadResult): string {
  const statuses = Object.entries(r.statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  return [
    `Load: ${r.concurrency} supervisors filing BART reports for ${(r.elapsedMs / 1000).toFixed(1)} s, local stack:`,
    `  requests ${r.requests} (${statuses}), accepted ${r.accepted}, throughput ${r.throughput.toFixed(1)} reports/s`,
    `  latency p50 ${r.latency.p50.toFixed(1)} ms, p95 ${r.latency.p95.toFixed(1)} ms, p99 ${r.latency.p99.toFixed(1)} ms, max ${r.latency.max.toFixed(1)} ms`,
    `  read back from DynamoDB: lost ${r.lost}, duplicates ${r.duplicates}, stored without a 201 ${r.unexpected}, 5xx or no answer ${r.failures}`,
  ].join('\n');
}
