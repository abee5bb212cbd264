#!/usr/bin/env node
/**
 * `npm run typecheck`: `tsc --noEmit` per workspace. One program per workspace, not one for the
 * repo: each remote declares the shell's federated `shell/kit` module for itself, which would
 * clash with the shell's own source in a single program. scripts/test.mjs runs it too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Typechecks every workspace; answers `{ workspace, ok, output }` per workspace. */
export function typecheckAll({ quiet = false } = {}) {
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  return typedWorkspaces().map((workspace) => {
    const project = workspace.endsWith('.json') ? workspace : join(workspace, 'tsconfig.json');
    const run = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: ROOT, encoding: 'utf8' });
    const ok = run.status === 0;
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
    if (!quiet) console.log(`[typecheck] ${workspace}: ${ok ? 'ok' : 'FAILED'}${ok ? '' : `\n${output}`}`);
    return { workspace, ok, output };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const failed = typecheckAll().filter((r) => !r.ok);
  process.exit(failed.length > 0 ? 1 : 0);
}
