/**
 * The link from a ground segment to the CAT runs that cover it (issue 15): the Data Collection
 * tab's own filters (site, line, track, segment from/to), which the list API reads as an overlap
 * test, so the same query counts the runs and opens them.
 */
import type { GroundSegment } from './layer-model';

/** Where the Data Collection tab's content lives (mf-datacollection; /dash?tab=data-collection goes there too). */
export const DATA_COLLECTION_PATH = '/data-collection';

/** A chain in the entered units without binary noise (1.2000000000000002 -> '1.2'). */
const num = (n: number) => String(Number(n.toFixed(6)));

/** The tab's filters for the runs covering `g` (either order of from/to), as the list route's query takes them. */
export function coveringRunsFilters(g: GroundSegment): { site: string; line: string; track: string; segmentFrom: string; segmentTo: string } {
  return { site: g.site, line: g.line, track: g.trackId, segmentFrom: num(Math.min(g.from, g.to)), segmentTo: num(Math.max(g.from, g.to)) };
}

/** The tab's filter query string for the runs covering `g`. */
export function coveringRunsQuery(g: GroundSegment): string {
  return new URLSearchParams(coveringRunsFilters(g)).toString();
}

/** The Data Collection tab filtered to the runs covering `g`. */
export function coveringRunsHref(g: GroundSegment): string {
  return `${DATA_COLLECTION_PATH}?${coveringRunsQuery(g)}`;
}

/** What the link says: how many runs cover the segment, when known. */
export function coveringRunsText(count: number | undefined): string {
  if (count === undefined) return 'CAT runs of this segment';
  if (count === 0) return 'No CAT run covers this segment';
  return count === 1 ? '1 CAT run covers this segment' : `${count} CAT runs cover this segment`;
}
