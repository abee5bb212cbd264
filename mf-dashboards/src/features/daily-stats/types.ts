/** Shapes of the daily stats API (docs/api.md 'Shapes'; spec 001 section 3), from domain. */
export type { DailyStatsCard, GrindRange, RangeDefect } from '@grindline/domain';

/** The filters of the daily stats tab. `grinder` '' means all grinders. */
export interface DailyStatsFilters {
  site: string;
  grinder: string;
  startDate: string;
  endDate: string;
}
