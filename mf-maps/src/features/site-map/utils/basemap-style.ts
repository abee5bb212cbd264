/**
 * The basemap under the track layers, as MapLibre style parts: sources, layers (drawn first, so
 * below the grey context and the coloured layer) and, for a style URL's basemap, its glyphs and
 * sprite. Three kinds (docs/decisions.md 'Offline basemap'): the built-in offline water of the
 * site, a PMTiles archive of our own origin (Protomaps basemap schema), or a whole style from a
 * configured URL. Pure: the canvas fetches and registers, this only builds.
 */
import { BASEMAP_COLOURS } from '@grindline/domain';
import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';

/** The parts of a style a basemap contributes; styleFor spreads them under its own. */
export interface BasemapStyle {
  sources: Record<string, SourceSpecification>;
  layers: LayerSpecification[];
  glyphs?: string;
  sprite?: StyleSpecification['sprite'];
}

/** Source id of the built-in and archive basemaps (the e2e test reads it off the map). */
export const BASEMAP_SOURCE = 'basemap';

/** Credit of the offline basemap's data (docs/data.md 'Basemap'). */
export const OFFLINE_ATTRIBUTION = 'Water: © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors (ODbL), via geo-maps';

/** Credit of a Protomaps-schema archive (OpenStreetMap data). */
export const ARCHIVE_ATTRIBUTION = '<a href="https://protomaps.com">Protomaps</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

const landLayer: LayerSpecification = { id: 'basemap-land', type: 'background', paint: { 'background-color': BASEMAP_COLOURS.land } };

/**
 * The built-in offline basemap: the site's water polygons (one GeoJSON file, built by
 * mf-maps/scripts/build-basemap.ts) over a land-coloured background. No outline: the polygons are
 * cut at the file's box, and an outline would draw that cut as if it were a shore.
 */
export function offlineBasemap(dataUrl: string): BasemapStyle {
  return {
    sources: { [BASEMAP_SOURCE]: { type: 'geojson', data: dataUrl, attribution: OFFLINE_ATTRIBUTION, buffer: 16, tolerance: 0.5 } },
    layers: [
      landLayer,
      { id: 'basemap-water', type: 'fill', source: BASEMAP_SOURCE, paint: { 'fill-color': BASEMAP_COLOURS.water, 'fill-outline-color': BASEMAP_COLOURS.water } },
    ],
  };
}

/**
 * A PMTiles archive with the Protomaps basemap schema (earth, water, landuse, roads), read through
 * the `pmtiles://` protocol; `archiveUrl` is absolute. Drawn in the offline basemap's colours, roads
 * a light grey that the grey track context still outweighs.
 */
export function pmtilesBasemap(archiveUrl: string): BasemapStyle {
  const src = BASEMAP_SOURCE;
  return {
    sources: { [src]: { type: 'vector', url: `pmtiles://${archiveUrl}`, attribution: ARCHIVE_ATTRIBUTION } },
    layers: [
      { id: 'basemap-sea', type: 'background', paint: { 'background-color': BASEMAP_COLOURS.water } },
      { id: 'basemap-land', type: 'fill', source: src, 'source-layer': 'earth', paint: { 'fill-color': BASEMAP_COLOURS.land } },
      { id: 'basemap-water', type: 'fill', source: src, 'source-layer': 'water', paint: { 'fill-color': BASEMAP_COLOURS.water } },
      {
        id: 'basemap-roads',
        type: 'line',
        source: src,
        'source-layer': 'roads',
        paint: { 'line-color': BASEMAP_COLOURS.road, 'line-width': ['interpolate', ['linear'], ['zoom'], 10, 0.3, 15, 2] },
      },
    ],
  };
}

/** A whole style fetched from the configured URL: its sources, layers, glyphs and sprite, as they are. */
export function remoteBasemap(style: Pick<StyleSpecification, 'sources' | 'layers' | 'glyphs' | 'sprite'>): BasemapStyle {
  if (!style || typeof style.sources !== 'object' || !Array.isArray(style.layers)) throw new Error('The basemap style has no sources or layers');
  return {
    sources: { ...style.sources },
    layers: [...style.layers],
    ...(style.glyphs ? { glyphs: style.glyphs } : {}),
    ...(style.sprite ? { sprite: style.sprite } : {}),
  };
}

/**
 * `basemap` under `top`: the basemap's sources and layers first, then the track layers, so every
 * basemap layer draws below them. Anything else `top` sets (glyphs of its own labels, say) wins
 * over the basemap's. A track source or layer id the basemap also uses is an error rather than a
 * silent override.
 */
export function withBasemap(basemap: BasemapStyle, top: Omit<StyleSpecification, 'version'>): StyleSpecification {
  const ids = new Set(basemap.layers.map((l) => l.id));
  const clash = top.layers.find((l) => ids.has(l.id))?.id ?? Object.keys(top.sources).find((s) => s in basemap.sources);
  if (clash) throw new Error(`The basemap style already has "${clash}"`);
  return {
    ...(basemap.glyphs ? { glyphs: basemap.glyphs } : {}),
    ...(basemap.sprite ? { sprite: basemap.sprite } : {}),
    ...top,
    version: 8,
    sources: { ...basemap.sources, ...top.sources },
    layers: [...basemap.layers, ...top.layers],
  };
}

/**
 * The basemap in two steps (decisions §58): `first`, what the map is created with, keeps only the
 * background layers (land colour, no data to fetch or tile) and the style-level glyphs and sprite;
 * `later` holds every source and every other layer, added under the track layers once the track
 * layer is on screen. The water file's fetch, its tiling in MapLibre's worker and its fill buckets
 * then no longer hold back the first draw of the grind layer.
 */
export function splitBasemap(basemap: BasemapStyle): { first: BasemapStyle; later: BasemapStyle } {
  const isBackground = (l: LayerSpecification) => l.type === 'background';
  return {
    first: { ...basemap, sources: {}, layers: basemap.layers.filter(isBackground) },
    later: { sources: basemap.sources, layers: basemap.layers.filter((l) => !isBackground(l)) },
  };
}
