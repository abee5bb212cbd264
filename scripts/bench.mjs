#!/usr/bin/env node
/**
 * `npm run bench`: installs and builds what is missing, then runs scripts/bench/run.ts, which
 * prints the figures (sizes and submission timings). Figures are printed, never asserted.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { runOnLambdaNode } from './lambda-node.mjs';
import { ensureSetup, ROOT } from './setup.mjs';

try {
  ensureSetup({ needChromium: true, needNumpy: true });
  await runOnLambdaNode('bench'); // timed on the Lambda runtime's Node major
  await buildAll();
} catch (error) {
  console.error(`[bench] ${error.message}`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', join(ROOT, 'scripts/loaders/highcharts-inline.mjs'), join(ROOT, 'scripts/bench/run.ts'), ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
});
process.exit(result.status ?? 1);
