/**
 * What GET /api/reference/tracks answers: a site's catalogue (lines, directions, track ids and
 * chain bounds, spec 001 section 7 getdirectionsv2 and tracknames) joined with what has been
 * imported for each track (its chain range and point count), without the points themselves.
 */
import type { ImportedTrack, SiteTracks, TrackPoint, TrackSummary } from '@grindline/domain';
import { NotFoundError } from '../lib/errors';
import { customerCatalogue } from './catalogue';
import { listTrackHeaders, readTrack } from './track-store';

/** The catalogue of `site` with import status; 404 for a site without one. */
export async function siteTracks(site: string): Promise<SiteTracks> {
  const catalogue = customerCatalogue(site);
  if (!catalogue) throw new NotFoundError(`No track catalogue for site ${site}`);
  const headers = new Map((await listTrackHeaders(site)).map((h) => [h.trackId, h]));
  const imported = (trackId: string): ImportedTrack | null => {
    const h = headers.get(trackId);
    return h ? { minChain: h.minChain, maxChain: h.maxChain, pointCount: h.pointCount, importedAt: h.importedAt } : null;
  };
  const { customer: _c, lines, ...rest } = catalogue;
  return {
    site,
    ...rest,
    lines: lines.map(({ source: _s, directions, ...line }) => ({
      ...line,
      directions: directions.map((d) => ({ ...d, imported: imported(d.trackId) })),
    })),
  };
}

/** The chain points of one imported track of `site`; 404 when it has none. */
export async function trackPoints(site: string, trackId: string): Promise<{ track: TrackSummary; points: TrackPoint[] }> {
  const found = await readTrack(site, trackId);
  if (!found) throw new NotFoundError(`Track ${trackId} of ${site} has not been imported`);
  return found;
}
