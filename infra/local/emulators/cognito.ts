/**
 * cognito-local. Its data folder is `.cognito` under its working directory, so it runs as a
 * child process whose cwd is `dataDir`; PORT and HOST configure where it listens, and the
 * `iss` of its tokens is `http://<HOST>:<PORT>/<poolId>`.
 *
 * Its default pools take the email as username ("Username should be an email."); our logins are
 * plain names, so `.cognito/config.json` clears UsernameAttributes and pins the token issuer.
 *
 * It runs through `cognito-local-adapter.cjs`, which adds what the account routes need and
 * cognito-local does not do as Cognito does (disabled users, temporary passwords, challenge
 * sessions, AdminSetUserMFAPreference, AdminUserGlobalSignOut: docs/decisions.md 'People and accounts').
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answers, repoRoot, startOnFreePort, startService, type Emulator } from './process';

/** Starts cognito-local on 127.0.0.1 with its state under `dataDir/.cognito`. */
export async function startCognito(options: { port?: number; dataDir: string }): Promise<Emulator> {
  return startOnFreePort(options.port, (port) => startCognitoOn(port, options.dataDir));
}

async function startCognitoOn(port: number, dataDir: string): Promise<Emulator> {
  const bin = join(repoRoot(), 'infra/local/emulators/cognito-local-adapter.cjs');
  const endpoint = `http://127.0.0.1:${port}`;
  mkdirSync(join(dataDir, '.cognito'), { recursive: true });
  writeFileSync(
    join(dataDir, '.cognito', 'config.json'),
    JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] }, TokenConfig: { IssuerDomain: endpoint } }, null, 2),
  );
  const service = await startService({
    name: 'cognito-local',
    command: process.execPath,
    args: [bin],
    cwd: dataDir,
    env: { PORT: String(port), HOST: '127.0.0.1', DEBUG: '' },
    ready: () => answers(`${endpoint}/health`),
  });
  return { endpoint, stop: service.stop };
}
