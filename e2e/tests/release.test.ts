/**
 * Each area released on its own (docs/deploy.md 'Releasing one area'): a remote is built twice
 * with a visible change, both builds are kept side by side, and switching its line of the release
 * manifest on the running stack switches the version the browser gets, without rebuilding or
 * restarting the shell; rolling back is changing the line back; a remote declaring a kit range
 * this shell does not satisfy is refused with the unavailable notice and never fetched.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../infra/local/emulators/process';
import { shot, signIn, startWorld, type E2eWorld } from '../support/browser';

const root = repoRoot();
const fixture = join(root, 'e2e/fixtures/release-remote');
const temp = mkdtempSync(join(tmpdir(), 'grindline-release-'));
const releasesDir = join(temp, 'releases');
const manifestFile = join(temp, 'remotes.json');
let world: E2eWorld;

/** Builds the fixture remote with `label` as its visible text, released as `version`. */
function buildRelease(version: string, label: string): void {
  writeFileSync(join(fixture, 'src/label.ts'), `export const RELEASE_LABEL = ${JSON.stringify(label)};\n`);
  const out = join(temp, 'build');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/webpack-cli/bin/cli.js'), '--config', join(fixture, 'webpack.config.cjs'), '--mode', 'production', '--output-path', out], {
    cwd: fixture,
    env: { ...process.env, GRINDLINE_RELEASE_VERSION: version },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `webpack failed: ${result.stdout}${result.stderr}`);
  cpSync(out, join(releasesDir, 'datacollection', version), { recursive: true });
  rmSync(out, { recursive: true, force: true });
}

/** Writes the manifest: the other areas as the stack serves them, and data collection's one line. */
function release(line: Record<string, string>): void {
  const remotes = Object.fromEntries(['reports', 'dashboards', 'maps'].map((name) => [name, { url: `/remotes/${name}/remoteEntry.js` }]));
  writeFileSync(manifestFile, JSON.stringify({ remotes: { ...remotes, datacollection: line } }, null, 2));
}

const releaseOf = (version: string) => JSON.parse(readFileSync(join(releasesDir, 'datacollection', version, 'release.json'), 'utf8')) as { version: string; kit: string };
const lineOf = (version: string) => ({ version, url: `/remotes/datacollection/${version}/remoteEntry.js`, kit: releaseOf(version).kit });

before(async () => {
  buildRelease('1.0.0', 'Data collection release 1.0.0');
  buildRelease('1.1.0', 'Data collection release 1.1.0: new upload table');
  release(lineOf('1.0.0'));
  process.env.GRINDLINE_RELEASE_MANIFEST = manifestFile;
  process.env.GRINDLINE_RELEASES_DIR = releasesDir;
  world = await startWorld();
});
after(async () => {
  await world?.stop();
  delete process.env.GRINDLINE_RELEASE_MANIFEST;
  delete process.env.GRINDLINE_RELEASES_DIR;
  rmSync(temp, { recursive: true, force: true });
  rmSync(join(fixture, 'src/label.ts'), { force: true });
});

/** Opens /data-collection/new afresh; answers the heading shown and the distinct remoteEntry URLs fetched for the area. */
async function openArea(page: Page): Promise<{ heading: string | null; entries: string[] }> {
  const entries: string[] = [];
  const listen = (r: { url(): string }) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/remotes/datacollection/')) entries.push(path);
  };
  page.on('request', listen);
  await page.goto(`${world.stack.url}/data-collection/new`);
  const heading = page.getByRole('heading', { name: /^Data collection release/ });
  const notice = page.getByRole('alert').filter({ hasText: 'The Data Collection module is unavailable' });
  await Promise.race([heading.waitFor(), notice.waitFor()]);
  page.off('request', listen);
  // Which release's entry was fetched is what this asks; how often is not: under load the
  // service worker's network-first fetch and the page's own request can both be reported.
  const fetched = [...new Set(entries.filter((p) => p.endsWith('remoteEntry.js')))];
  return { heading: (await heading.count()) ? await heading.innerText() : null, entries: fetched };
}

test('both builds declare the version they were released as and the kit they were built against', () => {
  assert.deepEqual(releaseOf('1.0.0'), { name: 'datacollection', version: '1.0.0', kit: '^1.1.0' });
  assert.equal(releaseOf('1.1.0').version, '1.1.0');
});

test('switching the manifest line switches the version served, and switching it back rolls back, on a running stack', async () => {
  const page = await signIn(world, 'admin');
  const first = await openArea(page);
  assert.equal(first.heading, 'Data collection release 1.0.0');
  assert.deepEqual(first.entries, ['/remotes/datacollection/1.0.0/remoteEntry.js']);

  release(lineOf('1.1.0'));
  const second = await openArea(page);
  assert.equal(second.heading, 'Data collection release 1.1.0: new upload table');
  assert.deepEqual(second.entries, ['/remotes/datacollection/1.1.0/remoteEntry.js']);
  await shot(page, 'release-1.1.0');

  release(lineOf('1.0.0'));
  const rolledBack = await openArea(page);
  assert.equal(rolledBack.heading, 'Data collection release 1.0.0');
});

test('a remote asking for an incompatible kit is refused with the unavailable notice and never fetched', async () => {
  const page = await signIn(world, 'admin');
  release({ ...lineOf('1.1.0'), version: '2.0.0', kit: '^2.0.0' });
  const refused = await openArea(page);
  assert.equal(refused.heading, null);
  assert.deepEqual(refused.entries, [], 'its remoteEntry is never requested');
  assert.ok(await page.getByRole('navigation', { name: 'Main' }).isVisible(), 'the rest of the shell keeps working');
  await shot(page, 'release-incompatible-kit');
  release(lineOf('1.0.0'));
});
