#!/usr/bin/env node
/**
 * Builds everything the local stack serves: domain, the functions bundles, then the web apps
 * (shell and every micro-frontend with a webpack.config.cjs), two webpack builds at a time since
 * these machines have two cores. A package whose inputs did not change since its last successful
 * build is skipped (`--force` rebuilds all).
 * `node scripts/build.mjs [--force] [step...]` with steps among domain, functions, shell, mf-*.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './setup.mjs';
import { apiDocs } from './api-docs.mjs';

const log = (message) => console.log(`[build] ${message}`);

/**
 * Web apps in build order, two at a time; the ones missing from this checkout are left out. The
 * maps remote, the longest (its offline basemap is cut first, ~5 s), starts first, so the two
 * queues end together: last it ran ~5 s alone at the end of a fresh clone's build.
 */
export const FRONTENDS = ['shell', 'mf-maps', 'mf-reports', 'mf-dashboards', 'mf-datacollection'];

/** Newest modification time under `path`, ignoring dependencies and outputs. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (['node_modules', 'dist', 'cdk.out', 'coverage'].includes(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const STAMP = '.build-stamp';

/**
 * Inputs of a workspace's build outside its own folder: mf-maps cuts its offline basemap to the
 * track catalogue's lines (mf-maps/scripts/build-basemap.ts).
 */
const EXTRA_INPUTS = { 'mf-maps': ['functions/src/reference', 'functions/data/geometry'] };

/** True when `workspace`'s last build is newer than its sources, domain's, the UI package's and its extra inputs. */
function upToDate(workspace) {
  const stamp = join(ROOT, workspace, 'dist', STAMP);
  if (!existsSync(stamp)) return false;
  const extra = (EXTRA_INPUTS[workspace] ?? []).map((p) => newest(join(ROOT, p)));
  const inputs = Math.max(newest(join(ROOT, workspace)), newest(join(ROOT, 'domain/src')), newest(join(ROOT, 'ui/src')), newest(join(ROOT, 'package-lock.json')), ...extra);
  return statSync(stamp).mtimeMs > inputs;
}

/** Runs `npm run build -w <workspace>`, keeping its output to show it only on failure. */
function buildWorkspace(workspace) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`${workspace} failed to build (exit ${code}):\n${output.trim()}`));
        return;
      }
      writeFileSync(join(ROOT, workspace, 'dist', STAMP), new Date().toISOString());
      log(`${workspace} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

async function step(workspace, force) {
  if (!force && upToDate(workspace)) {
    log(`${workspace} is up to date`);
    return;
  }
  log(`building ${workspace}...`);
  await buildWorkspace(workspace);
}

/**
 * Builds the steps asked for (all by default) in dependency order: domain, functions, then the
 * web apps two at a time. Throws on the first failure with that package's output.
 */
export async function buildAll({ only = [], force = false } = {}) {
  const wanted = (name) => only.length === 0 || only.includes(name);
  for (const workspace of ['domain', 'functions']) {
    if (!wanted(workspace)) continue;
    await step(workspace, force);
    // docs/api.md's route reference comes from the contracts just built (scripts/api-docs.mjs).
    if (workspace === 'domain' && !(await apiDocs())) log('docs/api.md route reference regenerated from the contracts: commit it');
  }
  const apps = FRONTENDS.filter((app) => wanted(app) && existsSync(join(ROOT, app, 'package.json')));
  const ready = apps.filter((app) => {
    if (existsSync(join(ROOT, app, 'webpack.config.cjs'))) return true;
    console.warn(`[build] warning: ${app} has no webpack.config.cjs yet; skipped`);
    return false;
  });
  const queue = [...ready];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await step(app, force);
  };
  await Promise.all([worker(), worker()]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const started = Date.now();
  buildAll({ only: args.filter((a) => !a.startsWith('--')), force: args.includes('--force') }).then(
    () => log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    (error) => {
      console.error(`[build] ${error.message}`);
      process.exit(1);
    },
  );
}
