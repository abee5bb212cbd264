/**
 * GET /api/maps/grind?site&from&to&grindType&passMin&passMax&div&dataset&zoom (signed in; own
 * site unless multi-site): the grind layer derived from the stored reports of the date range, as
 * merged runs simplified for `zoom`. gzip, ETag, cacheable for a minute.
 */
import { siteMapSettings } from '@grindline/domain';
import { createHandler } from '../../lib/create-handler';
import { parse } from '../../lib/validate';
import { grindLayer } from '../../maps/grind-layer';
import { cachedJson } from '../../maps/http-cache';
import { grindQuery } from '../../maps/map-query';

export const handler = createHandler('maps-grind', async ({ query, headers }) => {
  const q = parse(grindQuery, query);
  const layer = await grindLayer({
    site: q.site,
    from: q.from,
    to: q.to,
    grindType: q.grindType || undefined,
    passMin: q.passMin,
    passMax: q.passMax,
    division: q.site === 'NYCT' ? (q.div ?? 'IRT') : undefined,
    dataset: q.site === 'SKYTRAIN' ? q.dataset : undefined,
    zoom: q.zoom ?? siteMapSettings(q.site).zoom,
  });
  return cachedJson(layer, headers, 60);
});
