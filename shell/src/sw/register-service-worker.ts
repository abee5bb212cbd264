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
      .then((registration) => registration.active?.postMessage({ type: 'precache-remotes' }))
      .catch((error: unknown) => console.error('The offline service worker could not be registered', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
