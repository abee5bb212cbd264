/**
 * The Lambda bundles (issue 30): each function's bundle under functions/dist (what CDK uploads),
 * its size, and its init time on the Lambda runtime's Node major: a fresh Node process imports the
 * bundle's index.mjs with the environment a deployed function has (placeholder names, no network
 * at import), timed from the import's start to its end, median of 3 processes. That is the part
 * of a cold start the code decides (Lambda adds its own runtime start). Goal: every API route's
 * bundle under 1.5 MB and its init under 300 ms.
 * The layers (functions/dist/layers, decisions §56) are printed with their size too: their bytes
 * still ship, once per layer version, not in each function's code. Each bundle is timed from a
 * copy laid out as Lambda lays it out: its folder as the task root, away from the repository's
 * node_modules, and its layers' folders under an `opt` folder on NODE_PATH as Lambda sets it
 * (/opt/nodejs/node24/node_modules, /opt/nodejs/node_modules); a bundle with layers also times
 * loading what it takes from them (resvg; the printer module), which it does on first use.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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

/** dist/layers/layers.json: each layer's functions (functions/build.mjs). */
type LayerManifest = Record<string, { description: string; functions: string[] }>;

/** What a bundle loads from a layer on first use, as the code asks for it. */
const LAYER_LOADS: Record<string, string> = {
  // map-render.ts: require('@resvg/resvg-js') through the bundle's require (NODE_PATH).
  'map-render': `const r = (await import('node:module')).createRequire(entry); r('@resvg/resvg-js'); r.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf');`,
  // load-printer-layer.ts: the printer package resolved through NODE_PATH, imported by its URL.
  chromium: `const r = (await import('node:module')).createRequire(entry); await import((await import('node:url')).pathToFileURL(r.resolve('@grindline/printer')).href);`,
};

/** A bundle laid out as in Lambda: `task` (the function's folder) and `opt` (its layers unpacked). */
function stage(name: string, layers: string[]): { entry: string; nodePath: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'grindline-lambda-'));
  cpSync(join(DIST, name), join(root, 'task'), { recursive: true });
  for (const layer of layers) cpSync(join(DIST, 'layers', layer), join(root, 'opt'), { recursive: true });
  const nodePath = [join(root, 'opt/nodejs/node24/node_modules'), join(root, 'opt/nodejs/node_modules')].join(':');
  return { entry: join(root, 'task', 'index.mjs'), nodePath, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Milliseconds the import of `entry` (and then the layer loads) took in a fresh process, or the error it ended with. */
function initTime(entry: string, nodePath: string, layers: string[]): { init: number; layerLoad: number } | string {
  const loads = layers.map((l) => LAYER_LOADS[l] ?? '').join(' ');
  const code = `const entry = ${JSON.stringify(pathToFileURL(entry).href)}; const t = performance.now(); await import(entry); const t1 = performance.now(); ${loads} process.stdout.write(JSON.stringify({ init: t1 - t, layerLoad: performance.now() - t1 }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NODE_PATH: nodePath, LAMBDA_TASK_ROOT: join(entry, '..'), ...LAMBDA_ENV }, cwd: join(entry, '..'), maxBuffer: 1024 * 1024 });
  try {
    if (run.status === 0) return JSON.parse(run.stdout) as { init: number; layerLoad: number };
  } catch {
    // reported below
  }
  const lines = run.stderr.trim().split('\n').filter((l) => /Error/.test(l) && l.length < 300);
  return lines.pop() ?? `exit ${run.status}`;
}

interface Bundle {
  name: string;
  api: boolean;
  bytes: number;
  init: number | string;
  layers: string[];
  /** Median ms to load what it takes from its layers, after the import. */
  layerLoad?: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Measures every bundle of functions/dist (run `node scripts/build.mjs functions` first); answers the printable lines. */
export function lambdaBundleFigures(): string {
  if (!existsSync(DIST)) return 'Lambda bundles: functions/dist is missing (node scripts/build.mjs functions)';
  const api = new Set(ROUTE_TABLE.map((r) => r.id));
  const manifestFile = join(DIST, 'layers', 'layers.json');
  const manifest: LayerManifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as LayerManifest) : {};
  const layersOf = (name: string) => Object.entries(manifest).filter(([, l]) => l.functions.includes(name)).map(([layer]) => layer);
  const bundles: Bundle[] = readdirSync(DIST)
    .filter((name) => existsSync(join(DIST, name, 'index.mjs')))
    .map((name) => {
      const layers = layersOf(name);
      const staged = stage(name, layers);
      try {
        const times = Array.from({ length: RUNS }, () => initTime(staged.entry, staged.nodePath, layers));
        const numbers = times.filter((t): t is { init: number; layerLoad: number } => typeof t !== 'string');
        const failed = times.find((t): t is string => typeof t === 'string');
        return {
          name,
          api: api.has(name),
          bytes: sizeOf(join(DIST, name)),
          layers,
          init: failed ?? median(numbers.map((t) => t.init)),
          layerLoad: failed || layers.length === 0 ? undefined : median(numbers.map((t) => t.layerLoad)),
        };
      } finally {
        staged.remove();
      }
    });
  const routes = bundles.filter((b) => b.api);
  const others = bundles.filter((b) => !b.api);
  const timed = (bs: Bundle[]) => bs.map((b) => b.init).filter((t): t is number => typeof t === 'number');
  const routeTimes = timed(routes);
  const mb = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;
  const overSize = routes.filter((b) => b.bytes > 1.5 * MB);
  const overInit = routes.filter((b) => typeof b.init === 'number' && b.init > 300);
  const failed = bundles.filter((b) => typeof b.init === 'string');
  const layered = bundles.filter((b) => b.layers.length > 0);
  const lines = [
    `Lambda bundles (functions/dist, init = import of index.mjs in a fresh Node ${process.versions.node} process with a deployed function's environment, its folder as the task root and its layers on NODE_PATH as under /opt, median of ${RUNS}; load average ${loadavg().map((x) => x.toFixed(1)).join(' / ')}):`,
    `  ${bundles.length} bundles, ${mb(bundles.reduce((s, b) => s + b.bytes, 0))} in all, and ${Object.keys(manifest).length} layers, ${mb(Object.keys(manifest).reduce((s, l) => s + sizeOf(join(DIST, 'layers', l)), 0))}; ${routes.length} API routes: size median ${mb(median(routes.map((b) => b.bytes)))}, largest ${mb(Math.max(...routes.map((b) => b.bytes)))}; init median ${median(routeTimes).toFixed(0)} ms, max ${Math.max(...routeTimes).toFixed(0)} ms (goal: every route under 1.5 MB and 300 ms)`,
    `  API routes over 1.5 MB: ${overSize.length} of ${routes.length}; over 300 ms init: ${overInit.length} of ${routes.length}`,
    ...others.map((b) => `  ${b.name} (not an API route): ${mb(b.bytes)}, init ${typeof b.init === 'number' ? `${b.init.toFixed(0)} ms` : b.init}`),
    ...Object.entries(manifest).map(([layer, l]) => `  layer ${layer}: ${mb(sizeOf(join(DIST, 'layers', layer)))} (unpacked under /opt; uploaded once per layer version, not in each function's code), for ${l.functions.join(', ')}`),
    ...layered.map((b) => `  ${b.name}${b.api ? '' : ' (not an API route)'}: bundle ${mb(b.bytes)} + layers ${b.layers.join(', ')} ${mb(b.layers.reduce((s, l) => s + sizeOf(join(DIST, 'layers', l)), 0))}; init ${typeof b.init === 'number' ? `${b.init.toFixed(0)} ms` : b.init}${b.layerLoad === undefined ? '' : `, then ${b.layerLoad.toFixed(0)} ms to load from its layers on first use`}`),
    ...failed.filter((b) => b.api).map((b) => `  ${b.name}: import failed: ${b.init}`),
  ];
  return lines.join('\n');
}

if (process.argv[1] && process.argv[1].endsWith('lambda-bundles.ts')) console.log(lambdaBundleFigures());
