#!/usr/bin/env node
/**
 * `npm run typecheck`: `tsc --noEmit` per workspace. One program per workspace, not one for the
 * repo: each remote declares the shell's federated `shell/kit` module for itself, which would
 * clash with the shell's own source in a single program. scripts/test.mjs runs it too.
 *
 * The checker is TypeScript 7's native compiler (the platform package of `typescript@7`, an
 * optional dependency) where it is installed: the same checks as 5.9 at about a fifth of the
 * CPU (docs/decisions.md §68). TypeScript 5.9 stays the `typescript` package, for the tools that
 * need its JavaScript API, and checks instead where no native build is installed or when
 * GRINDLINE_TSC=5 asks for it.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..');

/**
 * Programs to check, in the order of package.json: each workspace's tsconfig.json, plus its
 * tsconfig.sw.json when it has one (the service worker's own program: worker globals, no DOM).
 */
export function typedWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return workspaces.flatMap((w) => ['tsconfig.json', 'tsconfig.sw.json'].filter((c) => existsSync(join(ROOT, w, c))).map((c) => (c === 'tsconfig.json' ? w : `${w}/${c}`)));
}

/**
 * The checker to run: `{ name, command, args }`. TypeScript 7's native executable of this
 * platform when installed (one thread per program: the programs already run side by side), else
 * TypeScript 5.9's tsc on this Node.
 */
export function checker({ env = process.env, platform = process.platform, arch = process.arch } = {}) {
  const require = createRequire(join(ROOT, 'package.json'));
  if (env.GRINDLINE_TSC !== '5') {
    try {
      const pkg = `@typescript/typescript-${platform}-${arch}`;
      const exe = join(dirname(require.resolve(`${pkg}/package.json`)), 'lib', platform === 'win32' ? 'tsc.exe' : 'tsc');
      if (existsSync(exe)) return { name: `TypeScript ${require(`${pkg}/package.json`).version} (native)`, command: exe, args: ['--singleThreaded'] };
    } catch {
      // No native build for this platform: TypeScript 5.9 below.
    }
  }
  const tsc = require.resolve('typescript/bin/tsc');
  return { name: `TypeScript ${require('typescript/package.json').version}`, command: process.execPath, args: [tsc] };
}

/** Runs `tsc --noEmit` on one program; resolves `{ ok, output }`. */
function check(tsc, project) {
  return new Promise((resolve) => {
    const child = spawn(tsc.command, [...tsc.args, '-p', project, '--noEmit'], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ ok: code === 0, output: output.trim() }));
  });
}

/**
 * Typechecks every workspace, as many at once as the machine has cores (tsc is single-threaded);
 * answers `{ workspace, ok, output }` per workspace, in workspace order.
 */
export async function typecheckAll({ quiet = false } = {}) {
  const tsc = checker();
  if (!quiet) console.log(`[typecheck] with ${tsc.name}`);
  const todo = typedWorkspaces();
  const results = new Array(todo.length);
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const i = next++;
      const workspace = todo[i];
      const project = workspace.endsWith('.json') ? workspace : join(workspace, 'tsconfig.json');
      const { ok, output } = await check(tsc, project);
      if (!quiet) console.log(`[typecheck] ${workspace}: ${ok ? 'ok' : 'FAILED'}${ok ? '' : `\n${output}`}`);
      results[i] = { workspace, ok, output };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, worker));
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const failed = (await typecheckAll()).filter((r) => !r.ok);
  process.exit(failed.length > 0 ? 1 : 0);
}
