/**
 * The release manifest, /remotes.json (docs/deploy.md, 'Releasing one area'): per remote, the
 * version released, the URL of its remoteEntry.js and the kit range it was built against.
 *
 * ```json
 * { "remotes": { "reports": { "version": "1.4.0", "url": "/remotes/reports/1.4.0/remoteEntry.js", "kit": "^1.1.0" } } }
 * ```
 *
 * The older shape `{ "remotes": { "reports": "/remotes/reports/remoteEntry.js" } }` is still read:
 * such an entry declares no version and no kit range.
 */

/** One remote's line of the manifest. */
export interface RemoteRelease {
  url: string;
  version?: string;
  /** The kit range the remote was built against (semver range, e.g. '^1.1.0'). */
  kit?: string;
}

export type ReleaseManifest = Record<string, RemoteRelease>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The remotes of a parsed manifest body; entries without a usable URL are dropped (logged). */
export function parseReleaseManifest(body: unknown): ReleaseManifest {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) throw new Error('/remotes.json has no "remotes" object');
  const manifest: ReleaseManifest = {};
  for (const [name, entry] of Object.entries(remotes as Record<string, unknown>)) {
    if (typeof entry === 'string') {
      if (text(entry)) manifest[name] = { url: entry.trim() };
      continue;
    }
    const record = (entry ?? {}) as Record<string, unknown>;
    const url = text(record.url);
    if (!url) {
      console.error(`/remotes.json: remote '${name}' has no url`);
      continue;
    }
    manifest[name] = { url, version: text(record.version), kit: text(record.kit) };
  }
  return manifest;
}

/**
 * Reads /remotes.json, never from a cache (a release or a rollback shows on the next page load).
 * A missing or malformed file is logged and gives no remotes: every area then shows its
 * 'unavailable' notice and the shell still works.
 */
export async function loadReleaseManifest(fetchImpl: typeof fetch = fetch): Promise<ReleaseManifest> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-cache', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    return parseReleaseManifest(await response.json());
  } catch (error) {
    console.error('Could not read /remotes.json', error);
    return {};
  }
}
