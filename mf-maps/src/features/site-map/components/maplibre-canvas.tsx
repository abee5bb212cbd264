/**
 * The self-contained map engine: MapLibre GL JS (WebGL) drawing the basemap (the built-in offline
 * water of the site, or the deployment's configured one: basemap-loader.ts), the grey track
 * context, the layer model and the labels above it (label-style.ts). Loaded only when a map screen
 * opens (map-canvas.tsx imports this module lazily), so the remote's first load stays small.
 */
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent, PointLike } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toGeoJson, type Coord, type LayerModel } from '../utils/layer-model';
import { LABEL_LAYER_IDS, LABEL_SOURCE, labelHaloWidth, labelLayers } from '../utils/label-style';
import { NO_LABELS, type LabelCollection } from '../utils/label-view';
import type { CanvasProps } from './canvas-props';
import { timingMark } from '../../../lib/timing-mark';
import { BASEMAP_SOURCE, splitBasemap, withBasemap, type BasemapStyle } from '../utils/basemap-style';
import { loadBasemap } from './basemap-loader';

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

/** Tile buffer of the source: the lines are a few pixels wide, so 32 px of overlap is plenty (default 128). */
const BUFFER = 32;
/**
 * Pixels kept clear around the lines when the first view zooms out to hold them: room for an end
 * station's name, the zoom buttons (right) and the attribution line (bottom).
 */
const FIT_PADDING = { top: 40, bottom: 72, left: 40, right: 64 };

/**
 * The whole style with the model's data in it: the map draws its first frame with the layer,
 * instead of loading an empty style and adding the source after its 'load'. Context and layer are
 * one source drawn by two filtered line layers, so the worker tiles them in one batch.
 */
function styleFor(model: LayerModel, labels: LabelCollection, basemap: BasemapStyle): maplibregl.StyleSpecification {
  // The basemap's sources and layers go first: every basemap layer draws below the track layers.
  return withBasemap(basemap, {
    sources: { map: { type: 'geojson', data: toGeoJson(model), buffer: BUFFER }, [LABEL_SOURCE]: { type: 'geojson', data: labels, buffer: BUFFER } },
    layers: [
      { id: 'context', type: 'line', source: 'map', filter: ['==', ['get', 'kind'], 'context'], paint: { 'line-color': '#9aa5ad', 'line-width': 1.5 } },
      {
        id: 'layer',
        type: 'line',
        source: 'map',
        filter: ['==', ['get', 'kind'], 'layer'],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': ['get', 'colour'], 'line-width': ['get', 'width'], 'line-opacity': ['get', 'opacity'] },
      },
      ...labelLayers(),
    ],
  });
}

/** Drops the label halos while the map moves and restores them when it stops (labelHaloWidth). */
function setLabelHalo(map: maplibregl.Map, element: HTMLElement | null, moving: boolean): void {
  const width = labelHaloWidth(moving);
  for (const id of LABEL_LAYER_IDS) if (map.getLayer(id)) map.setPaintProperty(id, 'text-halo-width', width);
  element?.setAttribute('data-label-halo', String(width));
  // How many moves ended: the e2e tests wait on it instead of sleeping after a drag or a wheel.
  if (!moving) element?.setAttribute('data-moves', String(Number(element.getAttribute('data-moves') ?? 0) + 1));
}

/** How many labels are on screen (the e2e tests read it: text drawn without a glyph server). */
function renderedLabels(map: MapLibreMap): number {
  return map.queryRenderedFeatures({ layers: [...LABEL_LAYER_IDS] }).length;
}

/** How far from a line (px) a click or touch still hits it: a thin line is easy to hit with a finger. */
const HIT_PX = 8;

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

/**
 * The map once its basemap is known: at once for the offline and archive kinds, after the style's
 * fetch for a style URL (one that cannot be fetched falls back to the offline basemap, so the
 * layer still draws).
 */
export function MapLibreCanvas(props: CanvasProps) {
  const { basemap, site } = props;
  const [parts, setParts] = useState<BasemapStyle | null>(null);
  useEffect(() => {
    let live = true;
    void loadBasemap(basemap, site)
      .catch(() => loadBasemap(null, site))
      .then((p) => live && setParts(p));
    return () => {
      live = false;
    };
  }, [basemap?.kind, basemap?.url, site]);
  if (!parts) return <div className="gl-map-canvas" aria-busy="true" />;
  return <MapLibreView {...props} parts={parts} />;
}

function MapLibreView({ model, centre, bounds, zoom, attribution, labels = NO_LABELS, parts, onSelect, onDrawn, onZoom }: CanvasProps & { parts: BasemapStyle }) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const modelRef = useRef(model);
  const selectRef = useRef(onSelect);
  selectRef.current = onSelect;
  const zoomRef = useRef(onZoom);
  zoomRef.current = onZoom;
  modelRef.current = model;
  const labelsRef = useRef(labels);
  labelsRef.current = labels;

  const drawnRef = useRef(onDrawn);
  drawnRef.current = onDrawn;
  const version = useRef(0);
  // Set once the style (with its sources) has loaded; isStyleLoaded() is false while a source is
  // still parsing, which would drop a model that arrives right after another.
  const loaded = useRef(false);
  // Set once the first model is on screen: the labels join then, so their glyphs (drawn in the
  // browser, no glyph server) and placement never hold back the grind layer's first draw.
  const labelsShown = useRef(false);
  const showLabels = (map: MapLibreMap) => {
    labelsShown.current = true;
    (map.getSource(LABEL_SOURCE) as GeoJSONSource).setData(labelsRef.current);
  };
  /** Says on the element that `drawnModel` is on screen: data-drawn, a version that counts the layers drawn, a point on a segment. */
  const markDrawn = (map: MapLibreMap, drawnModel: LayerModel) => {
    if (drawnModel !== modelRef.current) return;
    timingMark('gl-map:drawn');
    version.current += 1;
    container.current?.setAttribute('data-sample-point', samplePoint(map, drawnModel));
    container.current?.setAttribute('data-rendered-labels', String(renderedLabels(map)));
    // The view the user sees: its zoom and [[west, south], [east, north]].
    container.current?.setAttribute('data-view', JSON.stringify({ zoom: map.getZoom(), bounds: map.getBounds().toArray() }));
    container.current?.setAttribute('data-drawn-version', String(version.current));
    container.current?.setAttribute('data-drawn', 'true');
    drawnRef.current?.();
  };

  /** Adds the basemap's sources and layers under the track layers (the map was made with its background alone). */
  const showBasemap = (map: MapLibreMap, later: BasemapStyle) => {
    for (const [id, source] of Object.entries(later.sources)) map.addSource(id, source);
    for (const layer of later.layers) map.addLayer(layer, 'context');
    // What the e2e test checks: the basemap source is in the style and has features on screen.
    map.once('idle', () => {
      timingMark('gl-map:basemap');
      if (later.sources[BASEMAP_SOURCE]) container.current?.setAttribute('data-basemap-features', String(map.querySourceFeatures(BASEMAP_SOURCE).length));
    });
  };

  /** Puts `next` on the loaded map. */
  const show = (map: MapLibreMap, next: LayerModel) => {
    (map.getSource('map') as GeoJSONSource).setData(toGeoJson(next));
    map.once('idle', () => markDrawn(map, next));
  };

  useEffect(() => {
    timingMark('gl-map:create');
    const first = modelRef.current;
    // The basemap's data joins after the first draw, like the labels (decisions §58).
    const basemap = splitBasemap(parts);
    const map = new maplibregl.Map({
      container: container.current!,
      style: styleFor(first, NO_LABELS, basemap.first),
      center: centre,
      zoom,
      // A long network (the COASTER, Sound Transit's) does not fit a landscape screen at the site's
      // zoom: the first view then zooms out to hold every line, and never in past the site's zoom.
      ...(bounds ? { bounds, fitBoundsOptions: { maxZoom: zoom, padding: FIT_PADDING } } : {}),
      attributionControl: { compact: false, customAttribution: attribution },
      dragRotate: false,
      pitchWithRotate: false,
      // No symbol fade-in to wait for before 'idle' (the bench's end point is the drawn layer).
      fadeDuration: 0,
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    map.on('zoomend', () => zoomRef.current?.(map.getZoom()));
    map.on('movestart', () => setLabelHalo(map, container.current, true));
    map.on('moveend', () => setLabelHalo(map, container.current, false));
    map.on('idle', () => container.current?.setAttribute('data-rendered-labels', String(renderedLabels(map))));
    // No frame is shown before the first complete one (decisions §58): with software WebGL each
    // frame shown is read back from the GPU process, and the ones with half the tiles held the
    // main thread while the worker's tiles waited for it.
    map.getCanvas().style.visibility = 'hidden';
    map.once('idle', () => {
      map.getCanvas().style.visibility = '';
      markDrawn(map, first);
      showBasemap(map, basemap.later);
      showLabels(map);
    });
    map.on('load', () => {
      timingMark('gl-map:load');
      loaded.current = true;
      // The model changed while the map was starting: draw the latest one.
      const latest = modelRef.current;
      if (latest !== first) show(map, latest);
    });
    // A query around the point instead of a wide invisible copy of the layer: one line bucket
    // less to build and draw.
    map.on('click', (e: MapMouseEvent) => {
      const box: [PointLike, PointLike] = [[e.point.x - HIT_PX, e.point.y - HIT_PX], [e.point.x + HIT_PX, e.point.y + HIT_PX]];
      const id = map.queryRenderedFeatures(box, { layers: ['layer'] })[0]?.properties?.id;
      if (typeof id === 'string') selectRef.current(id);
    });
    map.on('mouseenter', 'layer', () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', 'layer', () => (map.getCanvas().style.cursor = ''));
    mapRef.current = map;
    return () => {
      loaded.current = false;
      labelsShown.current = false;
      map.remove();
      mapRef.current = null;
    };
    // The map is made once per mount; model changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Before paint, in the commit that changes the model: the element never says 'drawn' for a model
  // it has not drawn yet (the loading banner goes in that same commit).
  useLayoutEffect(() => {
    timingMark('gl-map:model');
    const map = mapRef.current;
    if (!map || !loaded.current) return;
    container.current?.setAttribute('data-drawn', 'false');
    show(map, model);
  }, [model]);

  // The labels change only with the base layer (an NYCT division): put them on the loaded map then.
  useEffect(() => {
    const map = mapRef.current;
    if (map && loaded.current && labelsShown.current) (map.getSource(LABEL_SOURCE) as GeoJSONSource).setData(labels);
  }, [labels]);

  return (
    <div
      ref={container}
      className="gl-map-canvas"
      data-engine="maplibre"
      data-features={model.features.length}
      data-label-layers={LABEL_LAYER_IDS.join(' ')}
      data-labels={labels.features.length}
      role="region"
      aria-label="Map"
    />
  );
}
