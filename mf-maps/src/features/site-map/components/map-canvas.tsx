/**
 * Chooses the map engine: Google Maps when a key is configured and it loads; otherwise, and as
 * soon as Google fails, MapLibre. Both engines are loaded on demand (React.lazy), so neither is in
 * the remote's first load.
 */
import { lazy, Suspense, useState } from 'react';
import type { CanvasProps } from './canvas-props';

const loadMapLibre = () => import('./maplibre-canvas');
const MapLibreCanvas = lazy(() => loadMapLibre().then((m) => ({ default: m.MapLibreCanvas })));

/**
 * Starts downloading MapLibre and its worker while the map data loads (it draws unless a Google
 * key is configured, and is Google's fallback anyway), instead of after it.
 */
export function preloadMapEngine(): void {
  void loadMapLibre()
    .then((m) => m.prewarmMapLibre())
    .catch(() => undefined);
}
const GoogleCanvas = lazy(() => import('./google-canvas').then((m) => ({ default: m.GoogleCanvas })));

/** Which engine draws, given a configured key and whether Google has failed. */
export function engineFor(googleMapsKey: string | null, googleFailed: boolean): 'google' | 'maplibre' {
  return googleMapsKey && !googleFailed ? 'google' : 'maplibre';
}

export function MapCanvas({ googleMapsKey, ...props }: CanvasProps & { googleMapsKey: string | null }) {
  const [googleFailed, setGoogleFailed] = useState(false);
  const engine = engineFor(googleMapsKey, googleFailed);
  return (
    <Suspense fallback={<div className="gl-map-canvas" aria-busy="true" />}>
      {engine === 'google' ? <GoogleCanvas {...props} apiKey={googleMapsKey!} onFail={() => setGoogleFailed(true)} /> : <MapLibreCanvas {...props} />}
    </Suspense>
  );
}
