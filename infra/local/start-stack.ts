/**
 * The whole local stack in one call: the four emulators, the bootstrap (table, bucket, pool,
 * demo users, optional demo history), the handlers' environment, and the gateway serving the API
 * and the built apps. `npm start` runs it with data kept on disk; tests run it in memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTable, ensureBucket, ensureDemoUsers, ensureUserPool, type DemoUser } from './bootstrap';
import { startAgencySignIn } from './agency-sign-in';
import { startCognito } from './emulators/cognito';
import { startDynamo, type DynamoJit } from './emulators/dynamodb';
import { holdPort, type Emulator } from './emulators/process';
import { startS3 } from './emulators/s3';
import { startSes } from './emulators/ses';
import { compressionFolderOf, startGateway, type GatewayOptions } from './gateway';
import { startS3Events } from './s3-events';
import { startSchedules } from './schedules';
import { startStreamWorkers } from './stream-worker';
import { handlerEnv } from './test-stack';

export interface LocalStackOptions {
  /** Where the data is kept between runs; undefined = DynamoDB in memory and temp folders. */
  dataDir?: string;
  /** Gateway port; 0 or undefined = a free one. */
  port?: number;
  /** 'demo' = demo users and demo history, 'users' = demo users only, 'none' = nothing. */
  seed?: 'demo' | 'users' | 'none';
  /** Passed through to the gateway, e.g. to log requests. */
  onApiRequest?: GatewayOptions['onApiRequest'];
  /** DynamoDB Local's compilation mode (emulators/dynamodb.ts): 'full' for the bench's data set. */
  dynamoJit?: DynamoJit;
}

export interface LocalStack {
  /** The app (and API, under /api). */
  url: string;
  /** The SES emulator's mail viewer (GET /store returns the mails as JSON). */
  mailUrl: string;
  /** The demo agency's identity provider (agency sign-in, docs/local-stack.md). */
  agencyIdpUrl: string;
  /** The handlers' environment, also written to process.env. */
  env: Record<string, string>;
  /** Demo logins (empty when seed is 'none'). */
  users: DemoUser[];
  /** What seeding did, for the start banner. */
  seeded: string;
  /** Resolves once the stream's workers have been handed every record written before the call. */
  streamCaughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** Table and bucket names of the local stack. */
export const LOCAL_NAMES = { table: 'grindline', bucket: 'grindline-files' } as const;

/**
 * Loads the demo history through the services (functions/src/seed/demo.ts, imported after the
 * environment is set because the services read it when they load); answers what it loaded.
 */
async function seedHistory(env: Record<string, string>): Promise<string> {
  const { seedDemo } = await import('../../functions/src/seed/demo');
  const summary = await seedDemo({ env });
  const { ensureDemoMailLists } = await import('../../functions/src/seed/demo-mail-lists');
  await ensureDemoMailLists();
  const { ensureDemoCatRuns } = await import('../../functions/src/seed/demo-cat-runs');
  await ensureDemoCatRuns();
  const reports = summary.reportsCreated + summary.reportsExisting;
  const what = `${reports} shift reports ${summary.from} to ${summary.to}, ${summary.tracks} tracks`;
  const refreshed = summary.tracksRefreshed ? '; the track catalogue had changed, so every track was imported again' : '';
  return summary.skipped ? `demo users and demo history (already loaded: ${what}${refreshed})` : `demo users and demo history (${what})`;
}

/**
 * Starts the local stack. process.env is set before the gateway loads any handler bundle, since
 * the handlers read their configuration once when their module loads.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const temp = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'grindline-stack-'));
  const base = options.dataDir ?? temp!;
  // What reads the emulators (gateway, pollers) stops first, the emulators after: a poller's tick
  // under way never meets a closed port.
  const emulatorStoppers: (() => Promise<void>)[] = [];
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.all(stoppers.splice(0).map((s) => s()));
    await Promise.all(emulatorStoppers.splice(0).map((s) => s()));
    if (temp) rmSync(temp, { recursive: true, force: true });
  };
  try {
    const track = async (emulator: Promise<Emulator>) => {
      const e = await emulator;
      emulatorStoppers.push(e.stop);
      return e;
    };
    const [dynamo, cognito, s3, ses] = await Promise.all([
      track(startDynamo({ dataDir: options.dataDir ? join(options.dataDir, 'dynamodb') : undefined, jit: options.dynamoJit })),
      track(startCognito({ dataDir: join(base, 'cognito') })),
      track(startS3({ dataDir: join(base, 's3') })),
      track(startSes()),
    ]);
    // The port is fixed before the gateway starts: the agency sign-in's redirect URI and the
    // bucket's CORS rule (the browser PUTs CAT files straight to s3rver) name it.
    // Held until the gateway binds it, after the seeding: no other stack on the machine takes it.
    const held = options.port ? { port: options.port, release: async () => {} } : await holdPort();
    stoppers.push(held.release);
    const port = held.port;
    const [pool] = await Promise.all([
      ensureUserPool(cognito.endpoint, join(base, 'cognito')),
      createTable(dynamo.endpoint, LOCAL_NAMES.table),
      ensureBucket(s3.endpoint, LOCAL_NAMES.bucket, [`http://127.0.0.1:${port}`, `http://localhost:${port}`]),
    ]);
    const env: Record<string, string> = {
      ...handlerEnv({ tableName: LOCAL_NAMES.table, bucketName: LOCAL_NAMES.bucket, pool }),
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_SESV2: ses.endpoint,
    };
    const agency = await startAgencySignIn({ cognitoEndpoint: cognito.endpoint, pool, appUrl: `http://127.0.0.1:${port}` });
    stoppers.push(agency.stop);
    Object.assign(env, agency.env);
    Object.assign(process.env, env);
    const seed = options.seed ?? 'demo';
    const users = seed === 'none' ? [] : await ensureDemoUsers(cognito.endpoint, pool.userPoolId);
    const seeded = seed === 'demo' ? await seedHistory(env) : seed === 'users' ? 'demo users only' : 'nothing';
    await held.release();
    // A request that may have written nudges the event sources: its mail or its upload's
    // processing starts at once, and an idle stack polls only every IDLE_POLL_MS.
    const nudges: (() => void)[] = [];
    const onApiRequest: GatewayOptions['onApiRequest'] = (line) => {
      options.onApiRequest?.(line);
      if (line.method !== 'GET' && line.method !== 'HEAD') nudges.forEach((nudge) => nudge());
    };
    const gateway = await startGateway({ port, onApiRequest, compressionFolder: compressionFolderOf() });
    stoppers.push(gateway.stop);
    // The mail worker, fed by the table's stream as Lambda is in AWS (infra/local/stream-worker.ts).
    const worker = await startStreamWorkers({ endpoint: dynamo.endpoint, tableName: LOCAL_NAMES.table });
    stoppers.push(worker.stop);
    nudges.push(worker.nudge);
    // The CAT processing, fired by uploads to the bucket as S3 fires it in AWS (infra/local/s3-events.ts).
    const s3Events = await startS3Events({ endpoint: s3.endpoint, bucket: LOCAL_NAMES.bucket });
    stoppers.push(s3Events.stop);
    nudges.push(s3Events.nudge);
    // The scheduled workers (the reviewers' daily mail), invoked at their rule's times as EventBridge
    // invokes them in AWS (infra/local/schedules.ts); GRINDLINE_RUN_SCHEDULES_NOW runs them at once.
    const schedules = startSchedules();
    stoppers.push(schedules.stop);
    return { url: gateway.url, mailUrl: ses.endpoint, agencyIdpUrl: agency.idpUrl, env, users, seeded, streamCaughtUp: worker.caughtUp, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
