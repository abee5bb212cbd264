/**
 * Chooses the map engine: Google Maps when a key is configured and it loads; otherwise, and as
 * soon as Google fails, MapLibre. Both engines are loaded on demand, so neither is in the remote's
 * first load. Not through React.lazy and Suspense: React holds back a Suspense boundary's content
 * for up to 300 ms after its fallback showed (its fallback throttle), which on this screen was
 * 300 ms between MapLibre's code arriving and the map being created.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { Notice } from '@grindline/ui/notice';
import type { CanvasProps } from './canvas-props';

import { loadMapLibre } from './map-engine';

type GoogleProps = CanvasProps & { apiKey: string; onFail(): void };

const loadGoogle = () => import('./google-canvas');

export { preloadMapEngine } from './map-engine';

/** Which engine draws, given a configured key and whether Google has failed. */
export function engineFor(googleMapsKey: string | null, googleFailed: boolean): 'google' | 'maplibre' {
  return googleMapsKey && !googleFailed ? 'google' : 'maplibre';
}

/** The engine's component once its code has arrived (null until then), or the error of a failed download. */
function useEngine(engine: 'google' | 'maplibre'): { component: ComponentType<CanvasProps> | ComponentType<GoogleProps> | null; error: unknown } {
  const [loaded, setLoaded] = useState<{ engine: string; component: ComponentType<CanvasProps> | ComponentType<GoogleProps> } | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    const load = engine === 'google' ? loadGoogle().then((m) => m.GoogleCanvas) : loadMapLibre().then((m) => m.MapLibreCanvas);
    load.then(
      (component) => live && setLoaded({ engine, component }),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [engine]);
  return { component: loaded?.engine === engine ? loaded.component : null, error };
}

export function MapCanvas({ googleMapsKey, ...props }: CanvasProps & { googleMapsKey: string | null }) {
  const [googleFailed, setGoogleFailed] = useState(false);
  const engine = engineFor(googleMapsKey, googleFailed);
  const { component: Engine, error } = useEngine(engine);
  if (error) return <Notice tone="error">{`The map could not be loaded (${(error as Error)?.message ?? 'no connection'}): reload the page to try again.`}</Notice>;
  if (!Engine) return <div className="gl-map-canvas" aria-busy="true" />;
  if (engine === 'google') {
    const Google = Engine as ComponentType<GoogleProps>;
    return <Google {...props} apiKey={googleMapsKey!} onFail={() => setGoogleFailed(true)} />;
  }
  const MapLibre = Engine as ComponentType<CanvasProps>;
  return <MapLibre {...props} />;
}
