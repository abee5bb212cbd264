import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteUrls } from './remotes-config';
import type { RemoteLifecycles, RemoteLoader } from './resilient-app';

function isLifecycles(value: unknown): value is RemoteLifecycles {
  const v = value as Partial<RemoteLifecycles> | null;
  return typeof v?.bootstrap === 'function' && typeof v.mount === 'function' && typeof v.unmount === 'function';
}

/**
 * Loads a remote's './app' through the Module Federation runtime, from the URLs of
 * /remotes.json. A success is cached; a failure is not, so the next attempt fetches again
 * (the runtime drops a failed remoteEntry load too).
 */
export function createFederationLoader(urls: RemoteUrls): RemoteLoader {
  registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry })));
  const loaded = new Map<string, Promise<RemoteLifecycles>>();
  return (name) => {
    if (!urls[name]) return Promise.reject(new Error(`Remote '${name}' is not in /remotes.json`));
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
