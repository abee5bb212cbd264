/// <reference types="google.maps" />
/**
 * The Google Maps engine (@vis.gl/react-google-maps), used only when a key is configured. It
 * draws the same layer model as MapLibre, one polyline per feature; when the API fails to load
 * (bad key, no network) it says so through `onFail` and the map falls back to MapLibre.
 */
import { APILoadingStatus, APIProvider, Map, useApiLoadingStatus, useMap } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';
import type { CanvasProps } from './canvas-props';

function Layer({ model, onSelect, onDrawn }: Pick<CanvasProps, 'model' | 'onSelect' | 'onDrawn'>) {
  const map = useMap();
  useEffect(() => {
    if (!map) return;
    const path = (coords: [number, number][]) => coords.map(([lng, lat]) => ({ lat, lng }));
    const context = model.context.map((c) => new google.maps.Polyline({ map, path: path(c), strokeColor: '#9aa5ad', strokeWeight: 1.5, clickable: false }));
    const lines = model.features.map((f) => {
      const line = new google.maps.Polyline({ map, path: path(f.coords), strokeColor: f.colour, strokeWeight: f.width, strokeOpacity: f.opacity });
      line.addListener('click', () => onSelect(f.id));
      return line;
    });
    onDrawn?.();
    return () => [...context, ...lines].forEach((l) => l.setMap(null));
  }, [map, model, onSelect, onDrawn]);
  return null;
}

/** Fits the first view to the lines as MapLibre does: never closer than the site's zoom. */
function FirstView({ bounds, zoom }: Pick<CanvasProps, 'bounds' | 'zoom'>) {
  const map = useMap();
  useEffect(() => {
    if (!map || !bounds) return;
    const [[west, south], [east, north]] = bounds;
    const once = google.maps.event.addListenerOnce(map, 'idle', () => {
      if ((map.getZoom() ?? zoom) > zoom) map.setZoom(zoom);
    });
    map.fitBounds({ west, south, east, north }, 24);
    return () => once.remove();
    // Only the first view: later changes of the model leave the user's view alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  return null;
}

function Status({ onFail }: { onFail(): void }) {
  const status = useApiLoadingStatus();
  useEffect(() => {
    if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) onFail();
  }, [status, onFail]);
  return null;
}

export function GoogleCanvas({ apiKey, onFail, model, centre, bounds, zoom, onSelect, onDrawn }: CanvasProps & { apiKey: string; onFail(): void }) {
  return (
    <APIProvider apiKey={apiKey} onError={onFail}>
      <Status onFail={onFail} />
      <div className="gl-map-canvas" data-engine="google" data-features={model.features.length} role="region" aria-label="Map">
        <Map defaultCenter={{ lng: centre[0], lat: centre[1] }} defaultZoom={zoom} gestureHandling="greedy" disableDefaultUI={false} style={{ width: '100%', height: '100%' }}>
          <FirstView bounds={bounds} zoom={zoom} />
          <Layer model={model} onSelect={onSelect} onDrawn={onDrawn} />
        </Map>
      </div>
    </APIProvider>
  );
}
