/**
 * The local gateway as a child process of its own (infra/local/gateway-cli.ts) against a backend
 * that keeps running, so a test can SIGKILL it at any moment and start it again on the same port.
 * Every wait is on a condition: the ready line on stdout, or the process exiting.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'infra/local/gateway-cli.ts');
const READY = /^gateway listening (http:\/\/127\.0\.0\.1:(\d+))$/m;

/** A running gateway process. */
export interface GatewayProcess {
  url: string;
  port: number;
  /** SIGKILL: no shutdown of any kind. Resolves once the process has exited. */
  kill(): Promise<void>;
  /** SIGTERM (SIGKILL after 3 s). Resolves once the process has exited. */
  stop(): Promise<void>;
  /** The process's recent output (stdout and stderr), for failure messages. */
  output(): string;
}

const running = new Set<ChildProcess>();
let hooked = false;

export interface GatewayProcessOptions {
  /** The backend's environment (`startTestBackend().env`). */
  env: Record<string, string>;
  /** 0 or absent: a free port. */
  port?: number;
  /** Folder of the handler bundles (default functions/dist). */
  functionsDist?: string;
  /** Fails when the ready line has not come by then (default 30 s). */
  timeoutMs?: number;
}

/**
 * Starts infra/local/gateway-cli.ts against a running backend and resolves once it prints its
 * ready line. Rejects with its output when it exits first or is not ready within `timeoutMs`.
 */
export function startGatewayProcess(options: GatewayProcessOptions): Promise<GatewayProcess> {
  const { env, port = 0, functionsDist, timeoutMs = 30_000 } = options;
  if (!hooked) {
    hooked = true;
    process.on('exit', () => running.forEach((c) => c.kill('SIGKILL')));
  }
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', String(port), '--quiet', ...(functionsDist ? ['--functions-dist', functionsDist] : [])], {
    cwd: ROOT,
    env: { ...process.env, ...env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
  });
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    await exited;
  };
  const stop = async () => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    await signal('SIGTERM');
    clearTimeout(force);
  };

  return new Promise<GatewayProcess>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => fail('did not print its ready line in time'), timeoutMs);
    const onData = () => {
      const ready = READY.exec(out);
      if (!ready || settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({ url: ready[1], port: Number(ready[2]), kill: () => signal('SIGKILL'), stop, output: () => out });
    };
    function fail(why: string) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      void signal('SIGKILL').then(() => reject(new Error(`gateway-cli ${why}. Output:\n${out.trim() || '(none)'}`)));
    }
    child.stdout!.on('data', onData);
    child.once('exit', (code, sig) => fail(`exited (${sig ?? code}) before it was ready`));
    child.once('error', (error) => fail(`could not start: ${error.message}`));
  });
}
