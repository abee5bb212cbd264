/**
 * `node --import tsx infra/local/gateway-cli.ts [--port <n>] [--functions-dist <dir>] [--quiet]`:
 * runs only the local gateway (same route table, authorizer and handler bundles as `npm start`)
 * in a process of its own, against a backend that is already running and is described by this
 * process's environment: TABLE_NAME, USER_POOL_ID, USER_POOL_CLIENT_ID, COGNITO_ISSUER,
 * COGNITO_JWKS_URL and AWS_ENDPOINT_URL_<SERVICE>, exactly as `startTestBackend()` or
 * `startLocalStack()` write them (`env`).
 *
 * Once it accepts connections it prints one line `gateway listening <url>` on stdout, so that a
 * parent can wait for that line (or for the process to exit). SIGTERM or SIGINT close it. It holds
 * no state of its own: the fault-injection test (e2e/tests/faults.test.ts) SIGKILLs it at random
 * moments and starts it again on the same port.
 */
import { parseArgs } from 'node:util';
import { compressionFolderOf, startGateway } from './gateway';

/** The line printed once the gateway listens, followed by a space and its URL (e2e/support/gateway-process.ts waits for it). */
const READY_LINE = 'gateway listening';

/** The variables without which no API route can work. */
const REQUIRED_ENV = ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'COGNITO_ISSUER', 'AWS_ENDPOINT_URL_DYNAMODB'];

// Run directly on the machine's Node 20, the SDK's warning about future Node versions is noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'functions-dist': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const missing = REQUIRED_ENV.filter((name) => !process.env[name]?.trim());
if (missing.length > 0) {
  console.error(`gateway-cli needs a running backend's environment; missing: ${missing.join(', ')}`);
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535 (got ${values.port})`);
  process.exit(2);
}

const gateway = await startGateway({
  port,
  functionsDist: values['functions-dist'],
  compressionFolder: compressionFolderOf(),
  onApiRequest: values.quiet ? undefined : (r) => console.log(`${r.method} ${r.path} -> ${r.status} (${r.ms} ms)`),
}).catch((error: unknown) => {
  console.error(`The gateway did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const shutdown = () => void gateway.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
console.log(`${READY_LINE} ${gateway.url}`);
