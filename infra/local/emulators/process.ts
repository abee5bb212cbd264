/**
 * Shared plumbing of the emulators: free ports, the repository root, and child processes that
 * are awaited until they answer and are always killed (on stop() and when this process exits).
 *
 * Written without import.meta so that it also runs under jest's CommonJS transform (the
 * functions' jest globalSetup imports infra/local/test-stack.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/** A started emulator, as every `start*` function of this folder resolves it. */
export interface Emulator {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * The monorepo root: the nearest folder upwards holding a package.json with `workspaces`.
 * Starts from this file's folder under CommonJS, else from the working directory.
 */
export function repoRoot(): string {
  const start = typeof __dirname === 'string' ? __dirname : process.cwd();
  for (let dir = start; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in JSON.parse(readFileSync(pkg, 'utf8'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No workspace root above ${start}`);
  }
}

/** Resolves a package file the way Node would from the repository root. */
export function resolvePackage(specifier: string): string {
  return createRequire(join(repoRoot(), 'package.json')).resolve(specifier);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port in 20000-60000 that is free on 127.0.0.1 right now (checked by listening on it). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 40000);
    if (await canListen(port)) return port;
  }
  throw new Error('No free port found in 20000-60000');
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers must be synchronous: SIGKILL is the one signal that needs no waiting.
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

export interface ServiceOptions {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Resolves true once the service answers. */
  ready: () => Promise<boolean>;
  timeoutMs?: number;
}

/** A running child process with its recent output, for error messages. */
export interface Service {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Spawns a service and waits until `ready()` is true. Fails with the service's last output when
 * it exits early or does not answer in time; the child is killed in both cases.
 */
export async function startService(options: ServiceOptions): Promise<Service> {
  installExitHook();
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      running.delete(child);
      resolve();
    });
    child.once('error', (error) => {
      output += `\n${error.message}`;
      exited = true;
      running.delete(child);
      resolve();
    });
  });

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exit;
    clearTimeout(timer);
  };

  // GRINDLINE_EMULATOR_TIMEOUT_MS gives a loaded machine (a JVM starting on busy cores) longer.
  const deadline = Date.now() + (options.timeoutMs ?? (Number(process.env.GRINDLINE_EMULATOR_TIMEOUT_MS) || 30000));
  while (!exited && Date.now() < deadline) {
    if (await options.ready().catch(() => false)) return { child, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  const why = exited ? 'exited before it answered' : 'did not answer in time';
  await stop();
  throw new Error(`${options.name} ${why}. Last output:\n${output.trim() || '(none)'}`);
}

/** True when an HTTP request to `url` gets any answer at all. */
export async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    await fetch(url, { ...init, signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
