#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds what changed, then runs the local stack
 * (infra/local/start.ts) with its data in .grindline/data, so a second start finds the same
 * users and reports. GRINDLINE_PORT sets the app's port (default 3000). Ctrl-C stops everything.
 * Extra arguments go to infra/local/start.ts (e.g. --memory, --seed users).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { runOnLambdaNode } from './lambda-node.mjs';
import { ensureSetup, ROOT } from './setup.mjs';

try {
  ensureSetup({ needChromium: true }); // the weekly PDF function prints with Debian's Chromium locally
  await runOnLambdaNode('start'); // the handlers run on the Lambda runtime's Node major
  await buildAll();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const child = spawn(
  process.execPath,
  ['--import', 'tsx', join(ROOT, 'infra/local/start.ts'), ...(args.includes('--memory') || args.includes('--data') ? [] : ['--data', join(ROOT, '.grindline/data')]), ...args],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } },
);
// Forwarded even though Ctrl-C reaches the child too (same process group): the child stops
// once whatever number of signals it gets, and this process waits for it to finish.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
