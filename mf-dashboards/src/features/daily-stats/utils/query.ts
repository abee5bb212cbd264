/** Query strings of the daily stats API (docs/api.md 'Daily stats'). */
import type { DailyStatsFilters } from '../types';

/**
 * `site=..&grinder=..&startDate=..&endDate=..` for GET /api/dashboard/daily-stats and its CSV;
 * `grinder` is left out when all grinders are wanted.
 */
export function dailyStatsQuery(filters: DailyStatsFilters): string {
  const params = new URLSearchParams({ site: filters.site });
  if (filters.grinder) params.set('grinder', filters.grinder);
  params.set('startDate', filters.startDate);
  params.set('endDate', filters.endDate);
  return params.toString();
}

/** `site=..` for GET /api/dashboard/grinders. */
export function grindersQuery(site: string): string {
  return new URLSearchParams({ site }).toString();
}
