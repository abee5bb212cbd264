/**
 * The Lambda bundles (issue 30): each function's bundle under functions/dist (what CDK uploads),
 * its size, and its init time on the Lambda runtime's Node major: a fresh Node process imports the
 * bundle's index.mjs with the environment a deployed function has (placeholder names, no network
 * at import), timed from the import's start to its end, median of 3 processes. That is the part
 * of a cold start the code decides (Lambda adds its own runtime start). Goal: every API route's
 * bundle under 1.5 MB and its init under 300 ms.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { routes as ROUTE_TABLE } from '../../functions/src/route-table';

const DIST = join(__dirname, '../../functions/dist');
const MB = 1024 * 1024;
const RUNS = 3;

/** The environment of a deployed function, with placeholder values (nothing is called at import). */
const LAMBDA_ENV: Record<string, string> = {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'grindline-bench',
  BUCKET_NAME: 'grindline-bench',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  MAIL_FROM: 'bench@example.com',
  COGNITO_DOMAIN: 'https://bench.auth.us-east-1.amazoncognito.com',
  SSO_REDIRECT_URL: 'https://bench.example.com/sso',
  POWERTOOLS_SERVICE_NAME: 'bench',
  POWERTOOLS_METRICS_NAMESPACE: 'Grindline',
};

function sizeOf(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return sum + (stat.isDirectory() ? sizeOf(path) : stat.size);
  }, 0);
}

/** Milliseconds the import of `entry` took in a fresh process, or the error it ended with. */
function initTime(entry: string): number | string {
  const code = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(entry).href)}); process.stdout.write(String(performance.now() - t));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...LAMBDA_ENV }, maxBuffer: 1024 * 1024 });
  const ms = Number(run.stdout);
  if (run.status === 0 && Number.isFinite(ms)) return ms;
  const lines = run.stderr.trim().split('\n').filter((l) => /Error/.test(l) && l.length < 300);
  return lines.pop() ?? `exit ${run.status}`;
}

interface Bundle {
  name: string;
  api: boolean;
  bytes: number;
  init: number | string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Measures every bundle of functions/dist (run `node scripts/build.mjs functions` first); answers the printable lines. */
export function lambdaBundleFigures(): string {
  if (!existsSync(DIST)) return 'Lambda bundles: functions/dist is missing (node scripts/build.mjs functions)';
  const api = new Set(ROUTE_TABLE.map((r) => r.id));
  const bundles: Bundle[] = readdirSync(DIST)
    .filter((name) => existsSync(join(DIST, name, 'index.mjs')))
    .map((name) => {
      const times = Array.from({ length: RUNS }, () => initTime(join(DIST, name, 'index.mjs')));
      const numbers = times.filter((t): t is number => typeof t === 'number');
      return { name, api: api.has(name), bytes: sizeOf(join(DIST, name)), init: numbers.length === RUNS ? median(numbers) : (times.find((t) => typeof t === 'string') as string) };
    });
  const routes = bundles.filter((b) => b.api);
  const others = bundles.filter((b) => !b.api);
  const timed = (bs: Bundle[]) => bs.map((b) => b.init).filter((t): t is number => typeof t === 'number');
  const routeTimes = timed(routes);
  const mb = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;
  const overSize = routes.filter((b) => b.bytes > 1.5 * MB);
  const overInit = routes.filter((b) => typeof b.init === 'number' && b.init > 300);
  const failed = bundles.filter((b) => typeof b.init === 'string');
  const lines = [
    `Lambda bundles (functions/dist, init = import of index.mjs in a fresh Node ${process.versions.node} process with a deployed function's environment, median of ${RUNS}):`,
    `  ${bundles.length} bundles, ${mb(bundles.reduce((s, b) => s + b.bytes, 0))} in all; ${routes.length} API routes: size median ${mb(median(routes.map((b) => b.bytes)))}, largest ${mb(Math.max(...routes.map((b) => b.bytes)))}; init median ${median(routeTimes).toFixed(0)} ms, max ${Math.max(...routeTimes).toFixed(0)} ms (goal: every route under 1.5 MB and 300 ms)`,
    `  API routes over 1.5 MB: ${overSize.length} of ${routes.length}; over 300 ms init: ${overInit.length} of ${routes.length}`,
    ...others.map((b) => `  ${b.name} (not an API route): ${mb(b.bytes)}, init ${typeof b.init === 'number' ? `${b.init.toFixed(0)} ms` : b.init}`),
    ...failed.filter((b) => b.api).map((b) => `  ${b.name}: import failed: ${b.init}`),
  ];
  return lines.join('\n');
}

if (process.argv[1] && process.argv[1].endsWith('lambda-bundles.ts')) console.log(lambdaBundleFigures());
