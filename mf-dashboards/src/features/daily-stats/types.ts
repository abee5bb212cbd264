/** Shapes of the daily stats API (docs/api.md 'Shapes'; spec 001 section 3), from domain. */
import type { DailyStatsCard } from '@grindline/domain';

export type { DailyStatsCard, GrindRange, RangeDefect } from '@grindline/domain';

/** What the tab shows: the cards, and for an empty range the date of the newest shift before it. */
export interface DailyStatsAnswer {
  cards: DailyStatsCard[];
  lastShiftBefore?: string;
}

/** The filters of the daily stats tab. `grinder` '' means all grinders. */
export interface DailyStatsFilters {
  site: string;
  grinder: string;
  startDate: string;
  endDate: string;
}
