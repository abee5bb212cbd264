import { bartReportListRoute, type BartReportRequest, type ShiftReport } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/**
 * GET /api/reports/bart?date: the report already filed for the date and grinder of `request`,
 * the one a 409 on sending collided with (shown beside the user's own), or undefined.
 */
export async function getFiledBartReport(request: Pick<BartReportRequest, 'date' | 'grinderType'>): Promise<ShiftReport | undefined> {
  const { reports } = await apiCall(bartReportListRoute, { query: { date: request.date } });
  return reports.find((r) => r.grinderType === request.grinderType);
}
