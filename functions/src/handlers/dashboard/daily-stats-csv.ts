/**
 * GET /api/dashboard/daily-stats/csv?site&grinder&startDate&endDate: the daily stats of one site
 * as a CSV download (spec 001 section 2.10). 'ALL' is refused with 400.
 */
import { createHandler, text } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { dailyStatsCsvFile, dailyStatsQuerySchema } from '../../services/daily-stats';

export const handler = createHandler('daily-stats-csv', async ({ caller, query }) => {
  if (!caller) throw new UnauthorizedError();
  const { fileName, csv } = await dailyStatsCsvFile(caller, parse(dailyStatsQuerySchema, query));
  const result = text(200, csv, 'text/csv; charset=utf-8');
  return { ...result, headers: { ...result.headers, 'content-disposition': `attachment; filename="${fileName}"` } };
});
