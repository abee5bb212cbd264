/**
 * GET /api/maps/base?site&zoom&div (signed in; own site unless multi-site): a site's lines and
 * its structure/geometry base layer as runs simplified for `zoom` (default the site's map zoom),
 * NYCT one division per call. Kept in memory while the site's track versions are unchanged; gzip,
 * ETag, cacheable for an hour (it changes only on import).
 */
import { mapsBaseRoute, siteMapSettings } from '@grindline/domain';
import { createHandler } from '../../lib/create-handler';
import { baseLayer } from '../../maps/base-layer';
import { answerJson, jsonEntity } from '../../maps/http-cache';
import { keptAnswer } from '../../maps/layer-cache';
import { geometryVersions } from '../../maps/site-geometry';

export const handler = createHandler(mapsBaseRoute, async ({ query: q, headers }) => {
  const zoom = q.zoom ?? siteMapSettings(q.site).zoom;
  const division = q.site === 'NYCT' ? (q.div ?? 'IRT') : undefined;
  const versions = await geometryVersions(q.site);
  const entity = await keptAnswer(`base|${q.site}|${zoom}|${division ?? ''}`, versions, async () => jsonEntity(await baseLayer(q.site, zoom, division)));
  return answerJson(entity, headers, 3600);
});
