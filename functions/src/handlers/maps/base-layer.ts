/**
 * GET /api/maps/base?site&zoom&div (signed in; own site unless multi-site): a site's lines and
 * its structure/geometry base layer as runs simplified for `zoom` (default the site's map zoom),
 * NYCT one division per call. gzip, ETag, cacheable for an hour (it changes only on import).
 */
import { siteMapSettings } from '@grindline/domain';
import { createHandler } from '../../lib/create-handler';
import { parse } from '../../lib/validate';
import { baseLayer } from '../../maps/base-layer';
import { cachedJson } from '../../maps/http-cache';
import { baseQuery } from '../../maps/map-query';

export const handler = createHandler('maps-base', async ({ query, headers }) => {
  const q = parse(baseQuery, query);
  const layer = await baseLayer(q.site, q.zoom ?? siteMapSettings(q.site).zoom, q.site === 'NYCT' ? (q.div ?? 'IRT') : undefined);
  return cachedJson(layer, headers, 3600);
});
