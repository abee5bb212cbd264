/**
 * A throw-away backend for handler tests: DynamoDB Local in memory and cognito-local in a temp
 * folder, on free ports, bootstrapped with the table, the pool and the demo users, and described
 * in process.env the way the Lambda functions read it. The functions' jest globalSetup starts
 * it (jest workers inherit the environment) and globalTeardown stops it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTable, demoUsers, ensureBucket, ensureDemoUsers, ensureUserPool, LOCAL_AWS } from './bootstrap';
import { startAgencySignIn } from './agency-sign-in';
import { startCognito } from './emulators/cognito';
import { startDynamo } from './emulators/dynamodb';
import type { Emulator } from './emulators/process';
import { startS3 } from './emulators/s3';
import { startSes } from './emulators/ses';

/** A running test backend. */
export interface TestBackend {
  /** The variables also written to process.env. */
  env: Record<string, string>;
  /** Stops every emulator and removes the temp folder. */
  stop(): Promise<void>;
}

/** Optional emulators: S3 (s3rver) and SES; off by default to keep start-up around 2 s. */
export interface TestBackendOptions {
  s3?: boolean;
  ses?: boolean;
}

/**
 * Starts the test backend and sets process.env: TABLE_NAME, USER_POOL_ID, USER_POOL_CLIENT_ID,
 * COGNITO_ISSUER, COGNITO_JWKS_URL, BUCKET_NAME, MAIL_FROM, COOKIE_SECURE=false,
 * S3_FORCE_PATH_STYLE=true, AWS_REGION, AWS credentials, AWS_ENDPOINT_URL_<SERVICE> and the quiet
 * Powertools settings of {@link handlerEnv}.
 */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'grindline-test-'));
  const started: Emulator[] = [];
  const stop = async () => {
    await Promise.all(started.map((e) => e.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const track = async (emulator: Promise<Emulator>) => {
      const e = await emulator;
      started.push(e);
      return e;
    };
    const [dynamo, cognito, s3, ses] = await Promise.all([
      // C1 only: the functions project's 723 tests cost the engine 44-46 CPU-s with C2 and 24-27 s
      // without, 49-53 s against 59-63 s of wall time (docs/bench.md 'Session 24').
      track(startDynamo({ jit: 'quick' })),
      track(startCognito({ dataDir: join(dir, 'cognito') })),
      options.s3 ? track(startS3({ dataDir: join(dir, 's3') })) : undefined,
      options.ses ? track(startSes()) : undefined,
    ]);
    const tableName = 'grindline-test';
    const bucketName = 'grindline-test';
    const [pool] = await Promise.all([
      ensureUserPool(cognito.endpoint, join(dir, 'cognito')),
      createTable(dynamo.endpoint, tableName),
      s3 ? ensureBucket(s3.endpoint, bucketName) : undefined,
    ]);
    await ensureDemoUsers(cognito.endpoint, pool.userPoolId);
    // Agency sign-in: the browser never comes back here, tests read the callback's address.
    const agency = await startAgencySignIn({ cognitoEndpoint: cognito.endpoint, pool, appUrl: 'http://127.0.0.1:9' });
    started.push({ endpoint: agency.idpUrl, stop: agency.stop });
    const env: Record<string, string> = {
      ...handlerEnv({ tableName, bucketName, pool }),
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      ...(s3 ? { AWS_ENDPOINT_URL_S3: s3.endpoint } : {}),
      ...(ses ? { AWS_ENDPOINT_URL_SESV2: ses.endpoint } : {}),
      ...agency.env,
      AGENCY_IDP_URL: agency.idpUrl,
    };
    Object.assign(process.env, env);
    return { env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Debian's Chromium headless shell (package chromium-headless-shell, scripts/setup.mjs). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The environment of the handlers, apart from the endpoints. */
export function handlerEnv(values: {
  tableName: string;
  bucketName: string;
  pool: { userPoolId: string; clientId: string; issuer: string; jwksUrl: string };
}): Record<string, string> {
  return {
    TABLE_NAME: values.tableName,
    BUCKET_NAME: values.bucketName,
    USER_POOL_ID: values.pool.userPoolId,
    USER_POOL_CLIENT_ID: values.pool.clientId,
    COGNITO_ISSUER: values.pool.issuer,
    COGNITO_JWKS_URL: values.pool.jwksUrl,
    MAIL_FROM: 'Grindline <no-reply@grindline.local>',
    COOKIE_SECURE: 'false',
    S3_FORCE_PATH_STYLE: 'true',
    // The demo users (one per role) sign in without the second factor super and adminMgmt must
    // have; users invited in the product are held to it (docs/decisions.md 'People and accounts').
    MFA_EXEMPT_USERS: demoUsers().map((u) => u.username).join(','),
    // The PDFs print with Debian's Chromium headless shell locally, as Lambda's @sparticuz/chromium
    // is one (decisions §62); the full browser where the shell is not installed.
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    AWS_REGION: LOCAL_AWS.region,
    AWS_ACCESS_KEY_ID: LOCAL_AWS.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_AWS.credentials.secretAccessKey,
    // Optional: the maps use Google Maps with a key, MapLibre without (docs/decisions.md §20).
    ...(process.env.GOOGLE_MAPS_API_KEY ? { GOOGLE_MAPS_API_KEY: process.env.GOOGLE_MAPS_API_KEY } : {}),
    // Powertools (docs/observability.md): no X-Ray daemon here, and the handlers share one
    // terminal, so warnings and errors only and no EMF lines unless these are set otherwise.
    POWERTOOLS_TRACE_ENABLED: 'false',
    // The X-Ray SDK in each bundle otherwise turns on an async hook of its own at import (its
    // automatic mode's context propagation, cls-hooked): one gateway process loads ~90 bundles, and
    // 40 hooks made every promise about 150 times slower (docs/bench.md 'Session 21'). Manual mode
    // is the SDK's own switch; with tracing off, nothing reads that context here. Lambda runs
    // without it, one bundle per process, tracing on.
    AWS_XRAY_MANUAL_MODE: 'true',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
  };
}
