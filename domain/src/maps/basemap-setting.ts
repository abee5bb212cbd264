/**
 * The production basemap a deployment may configure (CDK context `basemap`, docs/deploy.md): a
 * MapLibre style URL on another host, or a PMTiles archive uploaded to the shell's site bucket.
 * Without one the maps draw the built-in offline basemap. One parser for the infra (which host the
 * CSP admits) and the base-layer route (what the browser is told).
 */

/** What the browser draws under the layers: a style URL's style, or an archive of our origin. */
export type BasemapSetting = { kind: 'style'; url: string } | { kind: 'pmtiles'; url: string };

/** A key in the site bucket: path segments of safe characters, ending in .pmtiles. */
const ARCHIVE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.pmtiles$/;

/**
 * The setting of the context value `value`: an https URL is a style URL; a bucket key ending in
 * .pmtiles is an archive served from our own origin (`/<key>`); absent or empty is null (the
 * offline basemap). Anything else throws, so a typo fails the synth instead of the map.
 */
export function parseBasemapSetting(value: string | undefined | null): BasemapSetting | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https:\/\//i.test(v)) {
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      throw new Error(`basemap: ${v} is not a valid URL`);
    }
    if (url.username || url.password) throw new Error('basemap: a style URL may not carry credentials');
    return { kind: 'style', url: url.href };
  }
  const key = v.replace(/^\/+/, '');
  if (ARCHIVE_KEY.test(key) && !key.split('/').includes('..')) return { kind: 'pmtiles', url: `/${key}` };
  throw new Error(`basemap: expected an https:// style URL or the key of a .pmtiles archive in the site bucket, got ${v}`);
}

/** The origin the browser must reach for `setting` (a style URL's), or null when it is our own. */
export function basemapOrigin(setting: BasemapSetting | null): string | null {
  return setting?.kind === 'style' ? new URL(setting.url).origin : null;
}
