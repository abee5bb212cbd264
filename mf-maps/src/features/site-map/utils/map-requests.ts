/**
 * The layer requests a site map makes for given filters, and the ones it makes first: the screen
 * asks with these, and the route starts the first ones while the screen's chunk and MapLibre are
 * still on their way (decisions §64), so both must be the same requests.
 */
import { siteMapSettings } from '@grindline/domain';
import type { BaseLayerParams } from '../api/get-base-layer';
import type { GrindLayerParams } from '../api/get-grind-layer';
import { defaultGrindFilters, type GrindFilters } from './map-filters';

export interface MapRequests {
  base: BaseLayerParams;
  grind: GrindLayerParams;
}

/** The base and grind layer requests of `site` for the applied `filters` at map zoom `zoom`. */
export function mapRequests(site: string, filters: GrindFilters, zoom: number): MapRequests {
  const div = filters.division || undefined;
  return {
    base: { site, zoom, div },
    grind: { site, from: filters.from, to: filters.to, grindType: filters.grindType, passMin: filters.passMin, passMax: filters.passMax, div, dataset: filters.dataset || undefined, zoom },
  };
}

/**
 * What the map of `site` asks for as it opens on `today`: the base layer at the site's zoom and
 * the grind layer with the default filters (Grind Data is every site's first tab).
 */
export function firstMapRequests(site: string, today: string): MapRequests {
  const settings = siteMapSettings(site);
  return mapRequests(site, defaultGrindFilters(settings, today), settings.zoom);
}
