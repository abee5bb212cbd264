/** A remote's precache-manifest.json: its version and every file its page may load. */
export interface RemoteManifest {
  version?: string;
  files: Array<{ url: string; revision: string | null }>;
}

/**
 * The URLs of a remote's files still to cache: each file of `manifest` under the remote's
 * `base` path, always its entry files (remoteEntry.js changes with each release), and otherwise
 * only those not in `cached` (hashed names never change content).
 */
export function remoteFilesToCache(base: string, manifest: RemoteManifest, cached: ReadonlySet<string>): string[] {
  return manifest.files
    .filter((f) => !f.url.includes('..') && !f.url.startsWith('/'))
    .map((f) => ({ url: `${base}${f.url}`, hashed: f.revision === null }))
    .filter(({ url, hashed }) => !hashed || !cached.has(url))
    .map(({ url }) => url);
}
