/**
 * Starts the throw-away backend for the whole functions test run (DynamoDB Local in memory,
 * cognito-local with the demo users, s3rver for the stored PDFs) and publishes its environment to the test workers.
 *
 * Jest does not apply moduleNameMapper to globalSetup, so '@grindline/domain' (imported by the
 * bootstrap) would resolve to domain's build output; tsx loads the stack from source instead,
 * resolving it through the tsconfig paths.
 */
import { join } from 'node:path';
import type { TestBackend } from '../../infra/local/test-stack';

declare global {
  // eslint-disable-next-line no-var
  var __grindlineTestBackend: TestBackend | undefined;
}

export default async function globalSetup(): Promise<void> {
  // The SDK warns once per process that Node 20 support ends; the Lambda runtime is Node 22.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.TSX_TSCONFIG_PATH ??= join(__dirname, '..', 'tsconfig.json');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const tsx = require('tsx/cjs/api') as typeof import('tsx/cjs/api');
  const scoped = tsx.register({ namespace: 'grindline-test-backend' });
  try {
    const stack = scoped.require('../../infra/local/test-stack.ts', __filename) as typeof import('../../infra/local/test-stack');
    // S3 for the map images, SES for the report mails (issue 9).
    globalThis.__grindlineTestBackend = await stack.startTestBackend({ s3: true, ses: true });
  } finally {
    scoped.unregister();
  }
}
