/**
 * DynamoDB Local has no option for its listening address and binds every interface. This builds
 * bind-loopback.c (beside this file) into a small LD_PRELOAD library that turns a wildcard bind
 * into a loopback one, once per content into .grindline/bin/ with the machine's C compiler
 * (python3, make and a C compiler are on every machine of this kind). Without a compiler the
 * caller is told why and DynamoDB Local listens as it always did (docs/local-stack.md).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './process';

/** The shim library, or the reason there is none. */
export type LoopbackShim = { library: string } | { reason: string };

let built: LoopbackShim | undefined;

/** Builds (once) and returns the loopback shim for this machine. */
export function loopbackShim(root = repoRoot()): LoopbackShim {
  if (built) return built;
  if (process.platform !== 'linux') return (built = { reason: `LD_PRELOAD shims are Linux-only (this is ${process.platform})` });
  const source = join(root, 'infra/local/emulators/bind-loopback.c');
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 12);
  const dir = join(root, '.grindline', 'bin');
  const library = join(dir, `bind-loopback-${hash}.so`);
  if (existsSync(library)) return (built = { library });
  mkdirSync(dir, { recursive: true });
  // Build under a unique name, then rename: parallel test workers never see half a file.
  const partial = `${library}.${process.pid}.tmp`;
  const cc = process.env.CC || 'cc';
  const result = spawnSync(cc, ['-shared', '-fPIC', '-O2', '-o', partial, source, '-ldl'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    return (built = { reason: `${cc} could not build the loopback shim: ${result.error?.message ?? result.stderr.trim()}` });
  }
  renameSync(partial, library);
  return (built = { library });
}
