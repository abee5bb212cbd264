/**
 * Dashboard data: aggregates and site plans (issue 13; docs/data-model.md 'Aggregates').
 */
import type { PrimaryKey } from './table';

/**
 * Aggregates (issue 13; docs/data-model.md 'Aggregates'): one partition per site, `AGG#<site>`.
 * Sort keys, each dimension URI-encoded (services/aggregates/keys.ts builds them):
 * - `S#D#<YYYY-MM-DD>#<grinder>#<line>#<shiftType>#<stoneType>`: a shift cell of one day;
 * - `S#M#<YYYY-MM>#...` and `S#Y#<YYYY>#...`: the same cell summed over a month and a year;
 * - `G#D#<YYYY-MM-DD>#<grinder>#<stoneType>` (and `G#M#`, `G#Y#`): the summary cell the overview reads;
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
