/**
 * The sites the offline basemap is built for and the points each one's file must cover: every
 * line of the track catalogue (functions/src/reference), where its geometry comes from.
 */
import { sourceCoordinates } from '../../functions/src/reference/geometry-source';
import { trackCatalogue } from '../../functions/src/reference/catalogue';

/** File name of a site's basemap: the site id, lower case. */
export const basemapFile = (site: string) => `${site.toLowerCase()}.geojson`;

/** Each catalogue site with the [lng, lat] points of all its lines. */
export function catalogueSites(): { site: string; coords: (readonly [number, number])[] }[] {
  return trackCatalogue().map((c) => ({
    site: c.customer,
    coords: c.lines.flatMap((line) => sourceCoordinates(line.source, `${c.customer}:${line.name}`)),
  }));
}
