/**
 * s3rver, a file-system S3. Clients must use credentials S3RVER/S3RVER, path-style URLs and
 * checksums only WHEN_REQUIRED (docs/local-stack.md).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { answers, resolvePackage, startOnFreePort, startService, type Emulator } from './process';

/** Starts s3rver on 127.0.0.1 storing buckets under `dataDir`. */
export async function startS3(options: { port?: number; dataDir: string }): Promise<Emulator> {
  return startOnFreePort(options.port, (port) => startS3On(port, options.dataDir));
}

async function startS3On(port: number, dataDir: string): Promise<Emulator> {
  mkdirSync(dataDir, { recursive: true });
  const bin = join(dirname(resolvePackage('s3rver/package.json')), 'bin/s3rver.js');
  const endpoint = `http://127.0.0.1:${port}`;
  const service = await startService({
    name: 's3rver',
    command: process.execPath,
    args: [bin, '--directory', dataDir, '--address', '127.0.0.1', '--port', String(port), '--silent', '--no-vhost-buckets'],
    ready: () => answers(endpoint),
  });
  return { endpoint, stop: service.stop };
}
