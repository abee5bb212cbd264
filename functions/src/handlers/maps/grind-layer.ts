/**
 * GET /api/maps/grind?site&from&to&grindType&passMin&passMax&div&dataset&zoom (signed in; own
 * site unless multi-site): the grind layer derived from the stored reports of the date range, as
 * merged runs simplified for `zoom`, sent by column (domain grind-wire.ts). Kept in memory while
 * the site's report revision and track versions are unchanged; gzip, ETag, cacheable for a minute.
 */
import { grindLayerToWire, mapsGrindRoute, siteMapSettings } from '@grindline/domain';
import { createHandler } from '../../lib/create-handler';
import { grindLayer } from '../../maps/grind-layer';
import { answerJson, jsonEntity } from '../../maps/http-cache';
import { keptAnswer } from '../../maps/layer-cache';
import { geometryVersions } from '../../maps/site-geometry';
import { readSiteRevision } from '../../services/site-revision';

export const handler = createHandler(mapsGrindRoute, async ({ query: q, headers }) => {
  const params = {
    site: q.site,
    from: q.from,
    to: q.to,
    grindType: q.grindType || undefined,
    passMin: q.passMin,
    passMax: q.passMax,
    division: q.site === 'NYCT' ? (q.div ?? 'IRT') : undefined,
    dataset: q.site === 'SKYTRAIN' ? q.dataset : undefined,
    zoom: q.zoom ?? siteMapSettings(q.site).zoom,
  };
  const [revision, versions] = await Promise.all([readSiteRevision(q.site), geometryVersions(q.site)]);
  const entity = await keptAnswer(`grind|${JSON.stringify(params)}`, `${revision}|${versions}`, async () => jsonEntity(grindLayerToWire(await grindLayer(params))));
  return answerJson(entity, headers, 60);
});
