/**
 * GET /api/dashboard/daily-stats/csv?site&grinder&startDate&endDate: the daily stats of one site
 * as a CSV download (spec 001 section 2.10). 'ALL' is refused with 400.
 */
import { dailyStatsCsvRoute } from '@grindline/domain';
import { createHandler, text } from '../../lib/create-handler';
import { dailyStatsCsvFile } from '../../services/daily-stats';

export const handler = createHandler(dailyStatsCsvRoute, async ({ caller, query }) => {
  const { fileName, csv } = await dailyStatsCsvFile(caller, query);
  const result = text(200, csv, 'text/csv; charset=utf-8');
  return { ...result, headers: { ...result.headers, 'content-disposition': `attachment; filename="${fileName}"` } };
});
