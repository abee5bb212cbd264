/** GET /api/dashboard/daily-stats/csv (docs/api.md 'Daily stats'). */
import { dailyStatsCsvRoute } from '@grindline/domain';
import { callUrl } from '@grindline/ui/api-call';
import type { DailyStatsFilters } from '../types';

/**
 * URL of the CSV of the filtered shifts. The browser downloads it itself (a same-origin link,
 * so the session cookie goes along; the answer is an attachment). The server refuses
 * site=ALL, and the screen never offers it (spec 001 section 5).
 */
export function dailyStatsCsvUrl(filters: DailyStatsFilters): string {
  return callUrl(dailyStatsCsvRoute, { query: filters });
}

/** File name offered for the download, e.g. daily-stats-BART-2025-03-01-2025-03-02.csv. */
export function dailyStatsCsvFileName(filters: DailyStatsFilters): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '_');
  const grinder = filters.grinder ? `-${safe(filters.grinder)}` : '';
  return `daily-stats-${safe(filters.site)}${grinder}-${filters.startDate}-${filters.endDate}.csv`;
}
