/**
 * `npm run restore-drill` (scripts/restore-drill.mjs builds, then runs this on the Lambda's Node):
 * a throw-away backend in memory on free ports, the demo data set loaded through the services,
 * then the drill (drill.ts): export, restore under a new name, compare item for item and through
 * the API started on each table. Prints the count table and the timings; exits 1 on any difference.
 * `--histories <n>` reads n report histories through the API (default 200; 0 = every report).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LOCAL_AWS } from '../bootstrap';
import { repoRoot } from '../emulators/process';
import { startTestBackend } from '../test-stack';
import { formatDrill, runDrill } from './drill';

const { values } = parseArgs({ options: { histories: { type: 'string', default: '200' } } });
const histories = Number(values.histories);
if (!Number.isInteger(histories) || histories < 0) {
  console.error(`--histories must be a whole number, 0 for every report (got ${values.histories})`);
  process.exit(2);
}

const backend = await startTestBackend();
let ok = false;
try {
  const started = performance.now();
  const { seedDemo } = await import('../../../functions/src/seed/demo');
  const seeded = await seedDemo({ env: backend.env });
  const { ensureDemoMailLists } = await import('../../../functions/src/seed/demo-mail-lists');
  await ensureDemoMailLists();
  console.log(`[restore-drill] demo data loaded: ${seeded.reportsCreated} reports ${seeded.from} to ${seeded.to} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const endpoint = backend.env.AWS_ENDPOINT_URL_DYNAMODB;
  const client = new DynamoDBClient({ ...LOCAL_AWS, endpoint });
  const names = { original: backend.env.TABLE_NAME, restored: `${backend.env.TABLE_NAME}-restored` };
  const result = await runDrill({
    client,
    endpoint,
    ...names,
    dir: join(repoRoot(), '.grindline', 'restore-drill'),
    apiEnv: backend.env,
    histories: histories || undefined,
    log: (line) => console.log(`[restore-drill] ${line}`),
  });
  client.destroy();
  console.log(formatDrill(result, names));
  ok = result.ok;
} catch (error) {
  console.error(`[restore-drill] ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await backend.stop();
}
process.exit(ok ? 0 : 1);
