/**
 * The release manifest of the deployment (docs/deploy.md 'Releasing one area'): infra/releases.json
 * names, per remote, the version that is live and the kit range that version was built against
 * (copied from its build's dist/release.json). The GrindlineReleases stack writes it to the site
 * as /remotes.json, each remote's URL being the folder its site stack uploaded that version to.
 * A release or a rollback is changing one line of the file and deploying that small stack.
 */
import { readFileSync } from 'node:fs';
import { webApps, type WebApp } from './web-apps';

export interface RemoteReleaseLine {
  version: string;
  kit: string;
}

/** The body of /remotes.json as the shell reads it (shell/src/features/routing/utils/release-manifest.ts). */
export interface ReleaseManifestBody {
  remotes: Record<string, { version: string; url: string; kit: string }>;
}

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const KIT_RANGE = /^(?:\^|~|>=)?\d+\.\d+\.\d+(?:\s+<\d+\.\d+\.\d+)?$/;

/** Key prefix of one released version of a remote (its site stack uploads there; the URL points there). */
export function releasePrefix(name: string, version: string): string {
  return `remotes/${name}/${version}/`;
}

/** Checks the manifest against the deployment's remotes; throws naming the line at fault. */
export function validateReleases(value: unknown, apps: readonly WebApp[] = webApps): Record<string, RemoteReleaseLine> {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) throw new Error('releases: "remotes" must be an object');
  const known = new Set(apps.filter((a) => a.kind === 'remote').map((a) => a.name));
  const lines: Record<string, RemoteReleaseLine> = {};
  for (const [name, line] of Object.entries(remotes as Record<string, Partial<RemoteReleaseLine>>)) {
    if (!known.has(name)) throw new Error(`releases: '${name}' is not a remote of web-apps.ts`);
    if (!line || !VERSION.test(line.version ?? '')) throw new Error(`releases: ${name}.version must be a version such as 1.4.0`);
    if (!KIT_RANGE.test(line.kit ?? '')) throw new Error(`releases: ${name}.kit must be a kit range such as ^1.1.0`);
    lines[name] = { version: line.version!, kit: line.kit! };
  }
  return lines;
}

/** Reads and checks a release manifest file (default infra/releases.json). */
export function readReleases(file: string, apps?: readonly WebApp[]): Record<string, RemoteReleaseLine> {
  return validateReleases(JSON.parse(readFileSync(file, 'utf8')), apps);
}

/** The /remotes.json the shell reads: each released version's remoteEntry URL. */
export function manifestBody(lines: Record<string, RemoteReleaseLine>): ReleaseManifestBody {
  return {
    remotes: Object.fromEntries(
      Object.entries(lines).map(([name, { version, kit }]) => [name, { version, url: `/${releasePrefix(name, version)}remoteEntry.js`, kit }]),
    ),
  };
}

/** The version a remote's build declares (dist/release.json), or undefined when it has none. */
export function builtRelease(distDir: string): { version: string; kit: string } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(`${distDir}/release.json`, 'utf8')) as { version?: unknown; kit?: unknown };
    return typeof parsed.version === 'string' && typeof parsed.kit === 'string' ? { version: parsed.version, kit: parsed.kit } : undefined;
  } catch {
    return undefined;
  }
}
