#!/usr/bin/env node
/**
 * `npm test`: installs what is missing (Chromium included), builds, typechecks every workspace
 * (one check each), runs every jest project, then the browser tests (e2e/run.mjs), and ends with
 * one line `N passed, N failed` summing them all. Runs on the Lambda runtime's Node major (the pinned
 * `node` package, scripts/lambda-node.mjs) whatever Node started it. Jest and the browser tests record every AWS SDK call the
 * handlers make (GRINDLINE_SDK_RECORD_DIR); the least-privilege proof then evaluates them against
 * the synthesised IAM policies (docs/reliability.md). Exits non-zero on any failure. Extra arguments go to jest
 * (e.g. `npm test -- --selectProjects domain`); `--no-e2e` skips the browser tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { runOnLambdaNode } from './lambda-node.mjs';
import { ensureSetup, ROOT } from './setup.mjs';
import { typecheckAll } from './typecheck.mjs';

const args = process.argv.slice(2);
const skipE2e = args.includes('--no-e2e');
const jestArgs = args.filter((a) => a !== '--no-e2e');
const out = join(ROOT, '.grindline');
mkdirSync(out, { recursive: true });
const sdkCalls = join(out, 'sdk-calls');
rmSync(sdkCalls, { recursive: true, force: true });
const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', GRINDLINE_SDK_RECORD_DIR: sdkCalls };

let passed = 0;
let failed = 0;
const summary = [];

try {
  ensureSetup({ needChromium: !skipE2e });
  // Everything below (typecheck, jest, the e2e and the stacks it starts) on the Lambda's Node.
  await runOnLambdaNode('test');
} catch (error) {
  console.error(`[test] setup failed: ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

let built = true;
try {
  await buildAll();
} catch (error) {
  built = false;
  failed += 1;
  summary.push('build: failed');
  console.error(`[test] ${error.message}`);
}

/**
 * The trust harness's suites (functions/tests/harness): long chains of requests from a test worker
 * to DynamoDB Local and cognito-local and back, so they wait on the CPU at every hop. Beside the
 * CPU-bound suites (CDK synth) on 2 cores they took 561 s in all against 105 s on their own
 * (docs/bench.md 'Session 18'), so a whole run gives them a phase of their own, after the rest.
 */
const HARNESS = 'functions/tests/harness/';

/** One jest invocation with CI flags on `workers` workers; its results read back from its JSON report. */
function jestPhase(name, file, extra, workers = 2) {
  const results = join(out, file);
  rmSync(results, { force: true });
  const jest = join(ROOT, 'node_modules/jest/bin/jest.js');
  const run = spawnSync(process.execPath, [jest, '--ci', `--maxWorkers=${workers}`, '--json', `--outputFile=${results}`, ...extra], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  if (!existsSync(results)) {
    failed += 1;
    summary.push(`${name}: did not report (exit ${run.status})`);
    return;
  }
  const r = JSON.parse(readFileSync(results, 'utf8'));
  // A suite that cannot even load has no failed tests of its own: count it as one failure.
  const broken = r.numRuntimeErrorTestSuites ?? 0;
  passed += r.numPassedTests;
  failed += r.numFailedTests + broken;
  summary.push(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed${broken ? `, ${broken} suites failed to run` : ''}`);
  if (run.status !== 0 && r.numFailedTests + broken === 0) {
    failed += 1;
    summary.push(`${name}: exited with ${run.status}`);
  }
}

/**
 * Jest: every project. A whole run (no arguments) is two phases: every suite but the harness's,
 * then the harness's; a run with arguments (`npm test -- <jest args>`) is one invocation.
 */
function runJest() {
  if (jestArgs.length > 0) {
    jestPhase('jest', 'jest-results.json', jestArgs);
    return;
  }
  // Three workers on the two cores: many suites wait on a child process (the CDK CLI, DynamoDB
  // Local), and a third worker fills that time: 156-159 s against 169-177 s with two. The harness
  // is quicker on two (50 s against 58): its files each load their own engine (docs/bench.md 'Session 25').
  jestPhase('jest', 'jest-results.json', ['--testPathIgnorePatterns', '/node_modules/', '/dist/', '/cdk.out/', `/${HARNESS}`], 3);
  jestPhase('jest (trust harness)', 'jest-harness-results.json', ['--selectProjects', 'functions', '--testPathPatterns', HARNESS]);
}

/**
 * Browser tests. e2e/run.mjs reports its counts as JSON `{ passed, failed }` in the file named by
 * E2E_RESULTS_FILE, or else as a last output line `N passed, N failed`; with neither, its exit
 * code decides.
 */
function runE2e() {
  const file = join(ROOT, 'e2e/run.mjs');
  if (skipE2e) {
    summary.push('e2e: skipped (--no-e2e)');
    return;
  }
  if (!built) {
    failed += 1;
    summary.push('e2e: not run (the build failed)');
    return;
  }
  const results = join(out, 'e2e-results.json');
  rmSync(results, { force: true });
  const run = spawnSync(process.execPath, [file], {
    cwd: ROOT,
    env: { ...env, E2E_RESULTS_FILE: results },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(run.stdout ?? '');
  let counts = existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : null;
  if (!counts) {
    const line = [...(run.stdout ?? '').matchAll(/(\d+) passed, (\d+) failed/g)].pop();
    counts = line ? { passed: Number(line[1]), failed: Number(line[2]) } : null;
  }
  if (!counts) counts = run.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  summary.push(`e2e: ${counts.passed} passed, ${counts.failed} failed`);
}

/** One check per workspace: `tsc --noEmit` (scripts/typecheck.mjs). */
async function runTypecheck() {
  const results = await typecheckAll();
  const bad = results.filter((r) => !r.ok);
  passed += results.length - bad.length;
  failed += bad.length;
  summary.push(`typecheck: ${results.length - bad.length} workspaces passed${bad.length ? `, ${bad.map((r) => r.workspace).join(', ')} failed` : ''}`);
}

/**
 * The least-privilege proof (infra/src/least-privilege/cli.ts): every recorded SDK call must be
 * allowed by its Lambda's synthesised policies. Skipped when a partial run (jest arguments or
 * --no-e2e) recorded nothing; a full run that records nothing fails it.
 */
function runLeastPrivilege() {
  const partial = jestArgs.length > 0 || skipE2e;
  if (partial && !existsSync(sdkCalls)) {
    summary.push('least-privilege: skipped (no SDK call recorded by this partial run)');
    return;
  }
  const report = join(out, 'least-privilege.json');
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'infra/src/least-privilege/cli.ts'), sdkCalls, report], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(run.stdout ?? '');
  const line = [...(run.stdout ?? '').matchAll(/(\d+) passed, (\d+) failed/g)].pop();
  const counts = line ? { passed: Number(line[1]), failed: Number(line[2]) } : { passed: 0, failed: 1 };
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  summary.push(`least-privilege: ${counts.passed} functions passed, ${counts.failed} failed (${report})`);
}

await runTypecheck();
runJest();
runE2e();
runLeastPrivilege();
console.log(`\n[test] ${summary.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
