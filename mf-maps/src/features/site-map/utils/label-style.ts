/**
 * How the labels look in MapLibre (label-view.ts makes their data): symbol layers drawn ABOVE the
 * track layers, in dark text with a white halo, smaller and paler than the grind colours, beside
 * the lines rather than on them, and hidden where they would collide with another label. The
 * style has no `glyphs` URL: MapLibre (>= 5.11) then draws every glyph in the browser with TinySDF
 * from the local fonts named in `text-font` (docs/decisions.md 'Map labels offline').
 */
import type { LayerSpecification } from 'maplibre-gl';

/** The source the label layers read (label-view.ts's collection). */
export const LABEL_SOURCE = 'labels';

/** The symbol layers, for tests and the e2e check of what the map writes. */
export const LABEL_LAYER_IDS = ['label-tick', 'label-station', 'label-line'] as const;

/** CSS font families, in order: the browser's own sans-serif is the last resort. */
const FONT = ['Noto Sans', 'DejaVu Sans', 'Arial', 'sans-serif'];
const TEXT = '#23313b';
/**
 * Station names show from zoom 8, so a first view zoomed out to hold a long network (BART at 8.85,
 * Sound Transit at 8.47 on a landscape screen: decisions §63) keeps them; names that would overlap
 * are left out by MapLibre's collision test.
 */
const STATION_MIN_ZOOM = 8;
/** The labels' white halo when the map is still (px): it keeps names readable over colours and water. */
export const LABEL_HALO_WIDTH = 1.6;
const HALO = { 'text-halo-color': 'rgba(255,255,255,0.92)', 'text-halo-width': LABEL_HALO_WIDTH, 'text-halo-blur': 0.3 } as const;
/**
 * The halo width of the label layers while the map moves or stands still. A halo is a second
 * text pass for every glyph on screen, and while the user pans nobody reads the names, so the halo
 * goes while the map moves and comes back when it stops (measured: no frame-rate gain in software
 * WebGL, docs/bench.md 'Session 8: panning'; a GPU's cost is not measured here).
 */
export function labelHaloWidth(moving: boolean): number {
  return moving ? 0 : LABEL_HALO_WIDTH;
}

const kind = (k: string) => ['==', ['get', 'kind'], k] as ['==', ['get', string], string];

/**
 * The label layers, to append after the track layers (so labels sit on top, beside the lines).
 * MapLibre places the topmost symbol layer first: line names (a few per line) win over station
 * names, station names over ticks.
 */
export function labelLayers(): LayerSpecification[] {
  return [
    {
      // A small hollow ring: it marks the tick without covering the grind colour beneath.
      id: 'label-tick-mark',
      type: 'circle',
      source: LABEL_SOURCE,
      filter: ['all', kind('tick'), ['>=', ['zoom'], ['get', 'minzoom']]],
      paint: { 'circle-radius': 2.5, 'circle-opacity': 0, 'circle-stroke-width': 1, 'circle-stroke-color': TEXT, 'circle-stroke-opacity': 0.7 },
    },
    {
      id: 'label-station-dot',
      type: 'circle',
      source: LABEL_SOURCE,
      filter: kind('station'),
      minzoom: STATION_MIN_ZOOM,
      // Hollow, like the tick marks: the grind colour shows through.
      paint: { 'circle-radius': 3, 'circle-opacity': 0, 'circle-stroke-width': 1.2, 'circle-stroke-color': TEXT, 'circle-stroke-opacity': 0.8 },
    },
    {
      id: 'label-tick',
      type: 'symbol',
      source: LABEL_SOURCE,
      filter: ['all', kind('tick'), ['>=', ['zoom'], ['get', 'minzoom']]],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': FONT,
        'text-size': 10,
        'text-variable-anchor': ['left', 'right', 'top', 'bottom'],
        'text-radial-offset': 0.6,
        'text-allow-overlap': false,
        'text-padding': 4,
      },
      paint: { 'text-color': TEXT, 'text-opacity': 0.75, ...HALO },
    },
    {
      id: 'label-station',
      type: 'symbol',
      source: LABEL_SOURCE,
      filter: kind('station'),
      minzoom: STATION_MIN_ZOOM,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': FONT,
        'text-size': 12,
        'text-variable-anchor': ['top-left', 'bottom-right', 'top-right', 'bottom-left', 'left', 'right'],
        'text-radial-offset': 0.7,
        'text-justify': 'auto',
        'text-allow-overlap': false,
        'text-padding': 3,
      },
      paint: { 'text-color': TEXT, 'text-opacity': 0.9, ...HALO },
    },
    {
      id: 'label-line',
      type: 'symbol',
      source: LABEL_SOURCE,
      filter: kind('line'),
      layout: {
        'symbol-placement': 'line',
        'symbol-spacing': 400,
        'text-field': ['get', 'name'],
        'text-font': FONT,
        'text-size': 12,
        // Beside the line, not on it: the grind colour stays visible.
        'text-offset': [0, 1.1],
        'text-max-angle': 30,
        'text-allow-overlap': false,
        'text-ignore-placement': false,
      },
      paint: { 'text-color': '#1f4e8c', 'text-opacity': 0.85, ...HALO },
    },
  ];
}
