#!/usr/bin/env node
/**
 * Runs the browser tests (e2e/tests/*.test.ts) with node's test runner against a local stack each
 * test file starts for itself, and writes `{ passed, failed }` to E2E_RESULTS_FILE for
 * scripts/test.mjs. Needs the builds (npm run build) and Debian's chromium. Runs on the Lambda
 * runtime's Node major (scripts/lambda-node.mjs).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnLambdaNode } from '../scripts/lambda-node.mjs';
import { ensureSetup } from '../scripts/setup.mjs';

// Run alone on a fresh machine, the tests need what `npm test` installs first, Chromium above all
// (a no-op when everything is there, as under `npm test`).
if (!process.env.GRINDLINE_E2E_SETUP_DONE) ensureSetup({ needChromium: true });
process.env.GRINDLINE_E2E_SETUP_DONE = '1';
await runOnLambdaNode('e2e');
const here = dirname(fileURLToPath(import.meta.url));
// `node e2e/run.mjs [file...]`: the named test files (paths or names in e2e/tests), else all.
const picked = process.argv.slice(2);
const files = readdirSync(join(here, 'tests'))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => picked.length === 0 || picked.some((p) => p === f || p.endsWith(`/${f}`) || `${p}.test.ts` === f))
  .map((f) => join(here, 'tests', f));
if (picked.length > 0 && files.length < picked.length) {
  console.error(`e2e: no test file for some of ${picked.join(', ')} in e2e/tests`);
  process.exit(1);
}
// Files in parallel, each with its own stack on free ports: two at a time unless E2E_CONCURRENCY says
// otherwise (on the 2-core machine the 23 files took 602 s two at a time against 771 s one at a
// time, every test passing both ways: docs/bench.md 'Session 10: the test run').
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY) || 2);
const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files], {
  cwd: join(here, '..'),
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
  env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', GRINDLINE_STRICT_CONTRACTS: process.env.GRINDLINE_STRICT_CONTRACTS ?? '1' },
  maxBuffer: 64 * 1024 * 1024,
});
process.stdout.write(run.stdout ?? '');
const count = (name) => Number(((run.stdout ?? '').match(new RegExp(`(?:ℹ|#) ${name} (\\d+)`)) ?? [])[1] ?? 0);
const counts = { passed: count('pass'), failed: count('fail') + (run.status !== 0 && count('fail') === 0 ? 1 : 0) };
if (process.env.E2E_RESULTS_FILE) writeFileSync(process.env.E2E_RESULTS_FILE, JSON.stringify(counts));
console.log(`e2e: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(run.status ?? 1);
