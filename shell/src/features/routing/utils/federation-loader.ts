import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { satisfiesRange } from './kit-range';
import type { ReleaseManifest } from './release-manifest';
import type { RemoteLifecycles, RemoteLoader } from './resilient-app';

function isLifecycles(value: unknown): value is RemoteLifecycles {
  const v = value as Partial<RemoteLifecycles> | null;
  return typeof v?.bootstrap === 'function' && typeof v.mount === 'function' && typeof v.unmount === 'function';
}

/**
 * Why a release may not be mounted with this shell's kit, or null when it may. A release that
 * declares no kit range (the older manifest shape) is admitted as before.
 */
export function kitMismatch(name: string, release: ReleaseManifest[string], kitVersion: string): string | null {
  if (release.kit === undefined || satisfiesRange(kitVersion, release.kit)) return null;
  const version = release.version ? ` ${release.version}` : '';
  return `Remote '${name}'${version} needs kit ${release.kit}; this shell provides kit ${kitVersion}`;
}

/**
 * Loads a remote's './app' through the Module Federation runtime, from the release manifest.
 * A remote whose declared kit range this shell's kit does not satisfy is never fetched: its
 * load fails, so its area shows the unavailable notice. A success is cached; a failure is not,
 * so the next attempt fetches again (the runtime drops a failed remoteEntry load too).
 */
export function createFederationLoader(manifest: ReleaseManifest, kitVersion: string): RemoteLoader {
  const refused = new Map<string, string>();
  const admitted = Object.entries(manifest).filter(([name, release]) => {
    const why = kitMismatch(name, release, kitVersion);
    if (why) refused.set(name, why);
    return !why;
  });
  registerRemotes(admitted.map(([name, release]) => ({ name, entry: release.url })));
  const loaded = new Map<string, Promise<RemoteLifecycles>>();
  return (name) => {
    const why = refused.get(name);
    if (why) return Promise.reject(new Error(why));
    if (!manifest[name]) return Promise.reject(new Error(`Remote '${name}' is not in /remotes.json`));
    let pending = loaded.get(name);
    if (!pending) {
      pending = loadRemote<unknown>(`${name}/app`).then((module) => {
        if (!isLifecycles(module)) throw new Error(`Remote '${name}' does not expose single-spa lifecycles`);
        return module;
      });
      loaded.set(name, pending);
      pending.catch(() => loaded.delete(name));
    }
    return pending;
  };
}
