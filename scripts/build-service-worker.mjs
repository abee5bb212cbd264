#!/usr/bin/env node
/**
 * Offline files, built with workbox-build after webpack (docs/decisions.md, issue 10):
 * - `node scripts/build-service-worker.mjs shell`: bundles shell/src/sw/service-worker.ts with
 *   esbuild and injects the precache manifest of shell/dist (every file with its revision) into
 *   shell/dist/sw.js. The worker's text changes whenever any file does, so each release installs
 *   a new worker (the browser checks /sw.js, served no-cache, on every navigation).
 * - `node scripts/build-service-worker.mjs remote <dir>`: writes <dir>/dist/precache-manifest.json,
 *   the files a remote's page may load, which the worker caches at install (OFFLINE_REMOTES).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { getManifest, injectManifest } from 'workbox-build';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Hashed names never change content (revision null); maps and release data are not loaded by pages.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const common = {
  globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,json}'],
  globIgnores: ['**/*.map', 'sw.js', 'release.json', 'precache-manifest.json', 'remotes.json', '.build-stamp', '**/*.LICENSE.txt'],
  dontCacheBustURLsMatching: HASHED,
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
};

async function shell() {
  const dist = join(ROOT, 'shell/dist');
  const bundled = join(dist, 'sw.src.js');
  await build({
    entryPoints: [join(ROOT, 'shell/src/sw/service-worker.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    outfile: bundled,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({ ...common, swSrc: bundled, swDest: join(dist, 'sw.js'), globDirectory: dist });
  rmSync(bundled);
  warnings.forEach((w) => console.warn(`[sw] ${w}`));
  console.log(`[sw] shell/dist/sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KB)`);
}

async function remote(dir) {
  const dist = join(ROOT, dir, 'dist');
  const { manifestEntries, warnings } = await getManifest({ ...common, globDirectory: dist });
  warnings.forEach((w) => console.warn(`[sw] ${w}`));
  let version;
  try {
    version = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8')).version;
  } catch {
    version = undefined;
  }
  const files = manifestEntries.map(({ url, revision }) => ({ url, revision: revision ?? null }));
  writeFileSync(join(dist, 'precache-manifest.json'), `${JSON.stringify({ version, files }, null, 2)}\n`);
  console.log(`[sw] ${dir}/dist/precache-manifest.json lists ${files.length} files`);
}

const [kind, dir] = process.argv.slice(2);
if (kind === 'shell') await shell();
else if (kind === 'remote' && dir) await remote(dir);
else {
  console.error('usage: build-service-worker.mjs shell | remote <dir>');
  process.exit(2);
}
