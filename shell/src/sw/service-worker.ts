/// <reference lib="webworker" />
/**
 * Grindline's service worker (built by scripts/build-service-worker.mjs with workbox-build after
 * the shell's webpack build; served as /sw.js, scope /). Once a page has been visited:
 * - the shell's files are precached (Workbox precaching, revisions from the build, so a new
 *   release installs a new worker that replaces the old files and deletes the old caches);
 * - the remotes listed in OFFLINE_REMOTES are precached too, from the precache-manifest.json
 *   each remote's build emits beside its remoteEntry.js (read through /remotes.json, so a remote
 *   released on its own is picked up without a new shell);
 * - navigations get the app shell (index.html) when the network is gone;
 * - GET /api/user answers from the last answer when offline (else the signed-in user would be
 *   sent to the login screen in a tunnel); signing out drops it;
 * - the form lists (offline-lookups.ts) answer from their last copy when offline, so a blank form
 *   opened in a tunnel still offers its lines, grinders and stones; kept with the session (the
 *   lists are the caller's site's) and dropped with it at sign-out.
 * The rest of /api is never cached: reports are queued by the form kit in IndexedDB, not here.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isOfflineLookup } from './offline-lookups';
import { remoteFilesToCache, type RemoteManifest } from './remote-precache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Remotes whose every file is cached at install: the report forms must open in a tunnel. */
const OFFLINE_REMOTES = ['reports'];
const REMOTES_CACHE = 'gl-remotes';
const SESSION_CACHE = 'gl-session';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes: the network's index.html (a release shows at once), the precached one offline.
const shellPage = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await fetch(options.request);
        if (response.ok) return response;
      } catch {
        // Offline: the app shell from the precache below.
      }
      return shellPage(options);
    },
    { denylist: [/^\/api\//, /^\/remotes\//] },
  ),
);

// The release manifest and the remotes' entries change with each release: network first.
registerRoute(
  ({ url, request }) => request.method === 'GET' && (url.pathname === '/remotes.json' || /^\/remotes\/.*\/(remoteEntry|precache-manifest)\.js(on)?$/.test(url.pathname)),
  new NetworkFirst({ cacheName: REMOTES_CACHE, networkTimeoutSeconds: 4 }),
);
// Every other remote file carries a content hash: the cached copy is the file.
registerRoute(({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/remotes/'), new CacheFirst({ cacheName: REMOTES_CACHE }));

registerRoute(({ url, request }) => request.method === 'GET' && url.pathname === '/api/user', new NetworkFirst({ cacheName: SESSION_CACHE, networkTimeoutSeconds: 4 }));
registerRoute(({ url, request }) => request.method === 'GET' && isOfflineLookup(url.pathname), new NetworkFirst({ cacheName: SESSION_CACHE, networkTimeoutSeconds: 4 }));
registerRoute(
  ({ url }) => url.pathname === '/api/user/logout',
  async ({ request }) => {
    await caches.delete(SESSION_CACHE);
    return fetch(request);
  },
  'POST',
);

/** Caches the files of the offline remotes that are not cached yet. */
async function precacheRemotes(): Promise<void> {
  const cache = await caches.open(REMOTES_CACHE);
  const manifestResponse = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!manifestResponse.ok) return;
  await cache.put('/remotes.json', manifestResponse.clone());
  const remotes = ((await manifestResponse.json()) as { remotes?: Record<string, { url?: string }> }).remotes ?? {};
  for (const name of OFFLINE_REMOTES) {
    const entry = remotes[name]?.url;
    if (!entry) continue;
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const listResponse = await fetch(`${base}precache-manifest.json`, { cache: 'no-cache' });
    if (!listResponse.ok) continue;
    const list = (await listResponse.json()) as RemoteManifest;
    const cached = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
    for (const url of remoteFilesToCache(base, list, cached)) {
      const response = await fetch(url, { cache: 'no-cache' });
      if (response.ok) await cache.put(url, response);
    }
  }
}

self.addEventListener('install', (event) => {
  // A remote that cannot be fetched now is cached the next time the page asks (message below).
  event.waitUntil(precacheRemotes().catch(() => undefined).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
/** Keeps the signed-in user's GET /api/user answer, for a start-up without network. */
async function cacheSession(): Promise<void> {
  const response = await fetch('/api/user', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (response.ok) await (await caches.open(SESSION_CACHE)).put('/api/user', response);
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'precache-remotes') event.waitUntil(precacheRemotes().catch(() => undefined));
  // The page that signed in (or loaded before this worker controlled it) asks for the session to be kept.
  if (type === 'cache-session') event.waitUntil(cacheSession().catch(() => undefined));
  if (type === 'drop-session') event.waitUntil(caches.delete(SESSION_CACHE));
});
