/**
 * `tsx infra/local/start.ts [--data <dir> | --memory] [--port <n>] [--seed demo|users|none]
 * [--quiet] [--ready-file <path>]`: starts the local stack, prints where it runs and the demo
 * logins, and stops everything it started on Ctrl-C (SIGINT) or SIGTERM. scripts/start.mjs runs
 * it after setup and build; other tools (e2e) can wait for `--ready-file`, written once the stack
 * answers as JSON `{ url, mailUrl, users, password }`.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_AGENCY_USERS } from './agency-sign-in';
import { DEMO_PASSWORD } from './bootstrap';
import { repoRoot } from './emulators/process';
import { startLocalStack } from './start-stack';

// The Lambda runtime is Node 22; this machine's Node 20 is supported for local runs.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    memory: { type: 'boolean', default: false },
    port: { type: 'string' },
    seed: { type: 'string', default: 'demo' },
    quiet: { type: 'boolean', default: false },
    'ready-file': { type: 'string' },
  },
});

const seed = values.seed as 'demo' | 'users' | 'none';
if (!['demo', 'users', 'none'].includes(seed)) {
  console.error(`--seed must be demo, users or none (got ${values.seed})`);
  process.exit(2);
}
const port = Number(values.port ?? process.env.GRINDLINE_PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The port must be a number from 0 to 65535 (got ${values.port ?? process.env.GRINDLINE_PORT})`);
  process.exit(2);
}
const dataDir = values.memory ? undefined : resolve(values.data ?? `${repoRoot()}/.grindline/data`);

const started = Date.now();
console.log(`Starting the local stack (${dataDir ? `data in ${dataDir}` : 'in memory'})...`);
const stack = await startLocalStack({
  dataDir,
  port,
  seed,
  onApiRequest: values.quiet ? undefined : (r) => console.log(`${r.method} ${r.path} -> ${r.status} (${r.ms} ms)`),
}).catch((error: unknown) => {
  console.error(`The local stack did not start: ${error instanceof Error ? error.message : String(error)}`);
  if (String(error).includes('EADDRINUSE')) console.error(`Port ${port} is taken: set GRINDLINE_PORT to another port.`);
  process.exit(1);
});

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the local stack...`);
  await stack.stop();
  console.log('Stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const width = Math.max(8, ...stack.users.map((u) => u.username.length));
console.log(`
Grindline is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s)
  App:          ${stack.url}
  Mail viewer:  ${stack.mailUrl}
  Seeded:       ${stack.seeded}
  Agency sign-in (demo BART provider at ${stack.agencyIdpUrl}): ${stack.url}/maps/BART?sso=bart
                as ${DEMO_AGENCY_USERS.user} (BART inspector: approves BART shifts) or ${DEMO_AGENCY_USERS.admin} (BART admin), password ${DEMO_AGENCY_USERS.password}
${
  stack.users.length
    ? `\n  Demo logins (password ${DEMO_PASSWORD}):\n  ${'username'.padEnd(width)}  role\n${stack.users
        .map((u) => `  ${u.username.padEnd(width)}  ${u.role}`)
        .join('\n')}\n`
    : ''
}
Press Ctrl-C to stop.`);

if (values['ready-file']) {
  const ready = { url: stack.url, mailUrl: stack.mailUrl, users: stack.users, password: DEMO_PASSWORD };
  writeFileSync(values['ready-file'], JSON.stringify(ready, null, 2));
}
