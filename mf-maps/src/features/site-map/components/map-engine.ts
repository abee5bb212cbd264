/**
 * Loading of the MapLibre engine, apart from the screen so that the route can start it with the
 * screen's own chunk (decisions §58): the engine's chunk (1.1 MB) and its worker script (0.5 MB)
 * are then on their way while the screen's chunk and the map data are, instead of after the
 * screen has mounted.
 */

/** The engine's module (MapLibre and the canvas drawing with it), fetched once. */
export const loadMapLibre = () => import('./maplibre-canvas');

// The same URL maplibre-canvas.tsx gives MapLibre (webpack emits the worker once, under its hash).
const workerUrl = () => new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href;

let started = false;

/**
 * Starts downloading MapLibre and its worker script, and starts the worker once the engine has
 * arrived (maplibregl.prewarm). The worker script is prefetched at once, beside the engine, into
 * the HTTP cache the worker then reads it from (a worker script has no `preload` destination).
 * Only the first call does anything.
 */
export function preloadMapEngine(): void {
  if (started) return;
  started = true;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = workerUrl();
  document.head.append(link);
  void loadMapLibre()
    .then((m) => m.prewarmMapLibre())
    .catch(() => undefined);
}
