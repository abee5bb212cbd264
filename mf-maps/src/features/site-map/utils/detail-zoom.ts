/**
 * The zoom the server simplifies lines for: the site's map zoom, then 13 and 16 as the user
 * zooms in, so lines stay smooth close up while the first load stays small. Few tiers keep the
 * answers cacheable.
 */
export function detailZoom(siteZoom: number, zoom: number): number {
  const tiers = [siteZoom, 13, 16].filter((t) => t >= siteZoom);
  return tiers.filter((t) => zoom >= t - 1).pop() ?? siteZoom;
}
