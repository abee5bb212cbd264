/**
 * The restored table seen through the product: the API (the same route table and handler bundles
 * as `npm start`) started against a table chosen by configuration only (TABLE_NAME), and the
 * answers of two such APIs, one per table, compared request for request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DEMO_PASSWORD } from '../bootstrap';
import { repoRoot } from '../emulators/process';
import { canonical } from './table-compare';

/** An API process (infra/local/gateway-cli.ts) and its address. */
export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts the API on a free port with `env` (the backend's environment, TABLE_NAME included). */
export function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(repoRoot(), 'infra/local/gateway-cli.ts'), '--quiet'], {
    cwd: repoRoot(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error('the API did not start within 60 s'))), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code} before listening`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^gateway listening (\S+)/.exec(line);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: match[1], stop });
    });
  });
}

/** Signs `username` in and answers the Cookie header of its session. */
export async function signIn(url: string, username: string): Promise<string> {
  const answer = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${username} at ${url} answered ${answer.status}`);
  return answer.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** One request whose answers differed, or failed on either side. */
export interface ApiDifference {
  path: string;
  why: string;
}

/**
 * GETs every path from both APIs as `username` (one session each, since sessions live in each
 * table) `concurrency` at a time; answers the paths whose status or body differ, or that failed.
 */
export async function compareApis(original: string, restored: string, paths: readonly string[], username = 'admin', concurrency = 3): Promise<ApiDifference[]> {
  const signInAgain = async (url: string) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await signIn(url, username);
      } catch (error) {
        if (attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
      }
    }
  };
  const [cookieA, cookieB] = await Promise.all([signInAgain(original), signInAgain(restored)]);
  const differences: ApiDifference[] = [];
  // A 5xx or a dropped connection is the machine, not the data (the local gateway gives the
  // authorizer and handlers Lambda's timeouts): asked again up to 3 times before it counts.
  const get = async (url: string, cookie: string, path: string): Promise<{ status: number; body: string }> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await fetch(`${url}${path}`, { headers: { cookie } });
        const body = await answer.text();
        if (answer.status < 500 || attempt === 3) return { status: answer.status, body };
      } catch (error) {
        if (attempt === 3) return { status: 0, body: error instanceof Error ? error.message : String(error) };
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  };
  // The first request loads the bundles (cold starts): one alone before the others run in parallel.
  const compare = async (path: string) => {
    const [a, b] = await Promise.all([get(original, cookieA, path), get(restored, cookieB, path)]);
    if (a.status !== 200) differences.push({ path, why: `the original answered ${a.status || a.body}` });
    else if (a.status !== b.status) differences.push({ path, why: `answered ${a.status}, restored ${b.status || b.body}` });
    else if (canonical(JSON.parse(a.body)) !== canonical(JSON.parse(b.body))) differences.push({ path, why: 'the answers differ' });
  };
  if (paths.length === 0) return differences;
  await compare(paths[0]);
  let next = 1;
  const worker = async () => {
    while (next < paths.length) await compare(paths[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return differences;
}

/**
 * The requests the drill compares: per site the daily stats and overview of the whole range, the
 * all-site overview, and the history of each report given (its versions, oldest first).
 */
export function drillPaths(sites: readonly string[], from: string, to: string, shiftIds: readonly string[]): string[] {
  const range = `startDate=${from}&endDate=${to}`;
  return [
    `/api/dashboard/overview?site=ALL&${range}`,
    ...sites.flatMap((site) => [`/api/dashboard/daily-stats?site=${encodeURIComponent(site)}&${range}`, `/api/dashboard/overview?site=${encodeURIComponent(site)}&${range}`]),
    ...shiftIds.map((id) => `/api/reports/${encodeURIComponent(id)}/history`),
  ];
}
