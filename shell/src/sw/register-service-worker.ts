/**
 * Registers /sw.js (scope /) in production builds, once the page has loaded so the worker's
 * downloads never compete with the first paint, and asks it to cache the offline remotes again
 * (a remote may have been released since the worker installed).
 */
export function registerServiceWorker(container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker): void {
  if (!container || process.env.NODE_ENV !== 'production') return;
  const register = () =>
    container
      .register('/sw.js', { scope: '/' })
      .then(() => container.ready)
      .then((registration) => {
        registration.active?.postMessage({ type: 'precache-remotes' });
        // The first page of a visit is not yet controlled by the worker, so its session answer was not kept.
        if (/(?:^|;\s*)gl_signed_in=1(?:;|$)/.test(document.cookie)) registration.active?.postMessage({ type: 'cache-session' });
      })
      .catch((error: unknown) => console.error('The offline service worker could not be registered', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * Tells the worker that the user signed in (keep the session answer for offline start-ups) or
 * out (drop it), so a shared tablet never starts offline as the previous user.
 */
export function syncSessionCache(signedIn: boolean, container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker): void {
  if (!container || process.env.NODE_ENV !== 'production') return;
  void container.ready.then((registration) => registration.active?.postMessage({ type: signedIn ? 'cache-session' : 'drop-session' }));
}
