/**
 * The self-contained map engine: MapLibre GL JS (WebGL) drawing a plain background, the grey
 * track context and the layer model, with no tile server. Loaded only when a map screen opens
 * (map-canvas.tsx imports this module lazily), so the remote's first load stays small.
 */
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { contextGeoJson, toGeoJson, type Coord, type LayerModel } from '../utils/layer-model';
import type { CanvasProps } from './canvas-props';

// The worker ships beside the bundle (webpack emits it from this URL); MapLibre cannot find it
// by itself once bundled.
maplibregl.setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

/**
 * Starts MapLibre's worker (download and parse of its 0.5 MB script) now, while the screen still
 * waits for the map data, instead of when the map is created after the data has come.
 */
export function prewarmMapLibre(): void {
  maplibregl.prewarm();
}

const STYLE: maplibregl.StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef1f3' } }],
};

/** A point of the layer where a click hits a segment, in container pixels (the e2e tests click it). */
function samplePoint(map: MapLibreMap, model: LayerModel): string {
  const { width, height } = map.getContainer().getBoundingClientRect();
  for (const f of model.features) {
    const mid: Coord = f.coords[Math.floor(f.coords.length / 2)];
    const p = map.project(mid);
    if (p.x > 20 && p.y > 80 && p.x < width - 70 && p.y < height - 40) return `${Math.round(p.x)},${Math.round(p.y)}`;
  }
  return '';
}

export function MapLibreCanvas({ model, centre, zoom, attribution, onSelect, onDrawn, onZoom }: CanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const modelRef = useRef(model);
  const selectRef = useRef(onSelect);
  selectRef.current = onSelect;
  const zoomRef = useRef(onZoom);
  zoomRef.current = onZoom;
  modelRef.current = model;

  const drawnRef = useRef(onDrawn);
  drawnRef.current = onDrawn;
  const version = useRef(0);
  // Set once the sources exist; isStyleLoaded() is false while a source is still parsing, which
  // would drop a model that arrives right after another.
  const loaded = useRef(false);
  /** Says on the element that `drawnModel` is on screen: data-drawn, a version that counts the layers drawn, a point on a segment. */
  const markDrawn = (map: MapLibreMap, drawnModel: LayerModel) => {
    if (drawnModel !== modelRef.current) return;
    version.current += 1;
    container.current?.setAttribute('data-sample-point', samplePoint(map, drawnModel));
    container.current?.setAttribute('data-drawn-version', String(version.current));
    container.current?.setAttribute('data-drawn', 'true');
    drawnRef.current?.();
  };

  useEffect(() => {
    const map = new maplibregl.Map({
      container: container.current!,
      style: STYLE,
      center: centre,
      zoom,
      attributionControl: { compact: false, customAttribution: attribution },
      dragRotate: false,
      pitchWithRotate: false,
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    map.on('zoomend', () => zoomRef.current?.(map.getZoom()));
    map.on('load', () => {
      loaded.current = true;
      map.addSource('context', { type: 'geojson', data: contextGeoJson(modelRef.current) });
      map.addSource('layer', { type: 'geojson', data: toGeoJson(modelRef.current) });
      map.addLayer({ id: 'context', type: 'line', source: 'context', paint: { 'line-color': '#9aa5ad', 'line-width': 1.5 } });
      map.addLayer({
        id: 'layer',
        type: 'line',
        source: 'layer',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': ['get', 'colour'], 'line-width': ['get', 'width'], 'line-opacity': ['get', 'opacity'] },
      });
      // A wide invisible copy so a thin line is easy to hit with a finger.
      map.addLayer({ id: 'layer-hit', type: 'line', source: 'layer', paint: { 'line-color': '#000', 'line-width': 16, 'line-opacity': 0 } });
      map.on('click', 'layer-hit', (e: MapLayerMouseEvent) => {
        const id = e.features?.[0]?.properties?.id;
        if (typeof id === 'string') selectRef.current(id);
      });
      map.on('mouseenter', 'layer-hit', () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', 'layer-hit', () => (map.getCanvas().style.cursor = ''));
      map.once('idle', () => markDrawn(map, modelRef.current));
    });
    mapRef.current = map;
    return () => {
      loaded.current = false;
      map.remove();
      mapRef.current = null;
    };
    // The map is made once per mount; model changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded.current) return;
    (map.getSource('layer') as GeoJSONSource).setData(toGeoJson(model));
    (map.getSource('context') as GeoJSONSource).setData(contextGeoJson(model));
    container.current?.setAttribute('data-drawn', 'false');
    map.once('idle', () => markDrawn(map, model));
  }, [model]);

  return <div ref={container} className="gl-map-canvas" data-engine="maplibre" data-features={model.features.length} role="region" aria-label="Map" />;
}
