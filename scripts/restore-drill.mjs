#!/usr/bin/env node
/**
 * `npm run restore-drill`: installs and builds what is missing (the API bundles), then rehearses a
 * table restore on the demo data set (infra/local/restore-drill/run.ts; docs/restore-drill.md).
 * Exits non-zero when the restored table differs from the original in any item or API answer.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { runOnLambdaNode } from './lambda-node.mjs';
import { ensureSetup, ROOT } from './setup.mjs';

try {
  ensureSetup();
  await runOnLambdaNode('restore-drill');
  await buildAll({ only: ['domain', 'functions'] });
} catch (error) {
  console.error(`[restore-drill] ${error.message}`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'infra/local/restore-drill/run.ts'), ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
});
process.exit(result.status ?? 1);
