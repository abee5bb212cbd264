/**
 * Dashboard data: aggregates and site plans (issue 13; docs/data-model.md 'Aggregates').
 */
import type { PrimaryKey } from './table';

/**
 * Aggregates (issue 13; docs/data-model.md 'Aggregates'): shift and track cells in one partition
 * per site, `AGG#<site>`; the summary cells of every site in one partition, `AGG#*`.
 * Sort keys, each dimension URI-encoded (services/aggregates/keys.ts builds them):
 * - `S#D#<YYYY-MM-DD>#<grinder>#<line>#<shiftType>#<stoneType>`: a shift cell of one day;
 * - `S#M#<YYYY-MM>#...` and `S#Y#<YYYY>#...`: the same cell summed over a month and a year;
 * - in `AGG#*`, `G#D#<YYYY-MM-DD>#<site>#<grinder>#<stoneType>` (and `G#M#`, `G#Y#`): the summary
 *   cell the all-site overview reads (three queries for every site together);
 * - `T#D#<YYYY-MM-DD>#<grinder>#<line>#<trackId>` and `T#M#<YYYY-MM>#...`: feet ground on a track.
 * Counters are only ever changed by ADD in the transaction that changes the report.
 */
export interface AggregateItem extends PrimaryKey {
  entity: 'aggregate';
  kind: 'shift' | 'summary' | 'track';
  /** The day or month the item sums. */
  period: string;
  site: string;
  grinderType: string;
  line: string;
  shiftType?: string;
  stoneType?: string;
  trackId?: string;
  [counter: string]: unknown;
}

/** Key of a site's plan: phases, their tracks and dates, and the project goal (issue 13). */
export const sitePlanKey = (site: string): PrimaryKey => ({ pk: `PLAN#${site}`, sk: 'PLAN' });

/**
 * Key of a site's report revision: a counter bumped after every committed change of one of the
 * site's reports (services/site-revision.ts). The map answers kept in memory are valid while it is
 * unchanged. In the site's `AGG#` partition, so the report writers' permissions cover it; its sort
 * key `REV` lies outside every aggregate range a reader queries.
 */
export const siteRevisionKey = (site: string): PrimaryKey => ({ pk: `AGG#${site}`, sk: 'REV' });
