/**
 * aws-ses-v2-local: SESv2 SendEmail into memory, `GET /store` returns what was sent and `/` is a
 * mail viewer. It binds all interfaces by default, hence the explicit 127.0.0.1. Never call its
 * VerifyEmailIdentity: it hangs.
 */
import { dirname, join } from 'node:path';
import { answers, resolvePackage, startOnFreePort, startService, type Emulator } from './process';

/** Starts the SES emulator on 127.0.0.1; mail is kept in memory until stop. */
export async function startSes(options: { port?: number } = {}): Promise<Emulator> {
  return startOnFreePort(options.port, startSesOn);
}

async function startSesOn(port: number): Promise<Emulator> {
  const pkg = dirname(resolvePackage('aws-ses-v2-local/package.json'));
  const endpoint = `http://127.0.0.1:${port}`;
  const service = await startService({
    name: 'aws-ses-v2-local',
    command: process.execPath,
    args: [join(pkg, 'dist/cli.js'), '--host', '127.0.0.1', '--port', String(port)],
    ready: () => answers(`${endpoint}/health-check`),
  });
  return { endpoint, stop: service.stop };
}
