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

/**
 * The kernel's ephemeral range (ports it hands to outgoing connections). A port probed free in
 * that range can be taken by the next outgoing socket before the service binds it: CI saw
 * oidc-provider fail with EADDRINUSE on 45634 that way.
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return [low, high];
  } catch {
    // Not Linux: assume the IANA dynamic range.
  }
  return [49152, 65535];
}

/** The ports free ports are drawn from: 20000-65535 without the ephemeral range. */
export function servicePortRanges(): Array<[number, number]> {
  const [low, high] = ephemeralRange();
  const ranges: Array<[number, number]> = [];
  if (low > 20000) ranges.push([20000, Math.min(low - 1, 65535)]);
  if (high < 65535) ranges.push([Math.max(high + 1, 20000), 65535]);
  return ranges.length > 0 ? ranges : [[20000, 65535]];
}

const handedOut = new Set<number>();

function randomServicePort(): number {
  const ranges = servicePortRanges();
  const total = ranges.reduce((sum, [low, high]) => sum + high - low + 1, 0);
  let pick = Math.floor(Math.random() * total);
  for (const [low, high] of ranges) {
    if (pick <= high - low) return low + pick;
    pick -= high - low + 1;
  }
  return ranges[0][0];
}

/**
 * A port that is free on 127.0.0.1 right now (checked by listening on it), outside the kernel's
 * ephemeral range and never handed out before by this process.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = randomServicePort();
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('No free port found');
}

/** A free port kept bound by this process until `release()`, for a server started later on it. */
export interface HeldPort {
  port: number;
  release(): Promise<void>;
}

/**
 * Holds a free port for a server of this process that binds it later (the gateway binds after
 * the demo data is seeded, but the bucket's CORS rule and the sign-in's redirect URI name its port
 * first): another stack on the machine cannot take it in between.
 */
export async function holdPort(): Promise<HeldPort> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = randomServicePort();
    if (handedOut.has(port)) continue;
    const server = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!bound) continue;
    handedOut.add(port);
    let released: Promise<void> | undefined;
    return { port, release: () => (released ??= new Promise<void>((resolve) => server.close(() => resolve()))) };
  }
  throw new Error('No free port found');
}

/** True when a start failed because its port was taken. */
export function isAddressInUse(error: unknown): boolean {
  return /EADDRINUSE|Address already in use/.test(String((error as Error)?.message ?? error));
}

/**
 * Starts something on a free port, and on another one when the port was taken between the probe
 * and the bind (another stack on the same machine). A port the caller asked for is not retried.
 */
export async function startOnFreePort<T>(asked: number | undefined, start: (port: number) => Promise<T>, attempts = 3): Promise<T> {
  if (asked) return start(asked);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= attempts || !isAddressInUse(error)) throw error;
    }
  }
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
