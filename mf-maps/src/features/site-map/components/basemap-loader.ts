/**
 * Turns the deployment's basemap setting (the base-layer answer's `basemap`) into style parts for
 * the MapLibre canvas: the built-in offline file of the site when none is set, a PMTiles archive of
 * our origin through the pmtiles protocol, or the configured style URL's style (fetched here).
 * Loaded with the MapLibre engine only.
 */
import type { BasemapSetting } from '@grindline/domain';
import * as maplibregl from 'maplibre-gl';
import { offlineBasemap, pmtilesBasemap, remoteBasemap, type BasemapStyle } from '../utils/basemap-style';

// The per-site water files webpack emitted from generated/basemap (webpack.config.cjs): each key
// (./bart.geojson) resolves to the hashed file's URL under this remote's public path.
const files = import.meta.webpackContext('../../../../generated/basemap', { recursive: false, regExp: /\.geojson$/, mode: 'sync' });

/** URL of the site's offline basemap file, or null when the build has none for it. */
export function offlineBasemapUrl(site: string): string | null {
  const key = `./${site.toLowerCase()}.geojson`;
  return files.keys().includes(key) ? new URL(String(files(key)), window.location.href).href : null;
}

let protocolAdded = false;

/** The basemap under the layers of `site`'s map; a land-coloured background alone when there is no file. */
export async function loadBasemap(setting: BasemapSetting | null, site: string, signal?: AbortSignal): Promise<BasemapStyle> {
  if (setting?.kind === 'style') {
    const response = await fetch(setting.url, { signal, credentials: 'omit' });
    if (!response.ok) throw new Error(`The basemap style answered ${response.status}`);
    return remoteBasemap(await response.json());
  }
  if (setting?.kind === 'pmtiles') {
    if (!protocolAdded) {
      // Only a deployment with an archive downloads the reader.
      const { Protocol } = await import('pmtiles');
      maplibregl.addProtocol('pmtiles', new Protocol().tile);
      protocolAdded = true;
    }
    return pmtilesBasemap(new URL(setting.url, window.location.href).href);
  }
  const url = offlineBasemapUrl(site);
  return url ? offlineBasemap(url) : { sources: {}, layers: offlineBasemap('').layers.filter((l) => l.type === 'background') };
}
