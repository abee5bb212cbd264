import { dailyStatsRoute, type DailyStatsCard } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { formShiftId, type StandardRequestBody } from '../utils/form-values';

/**
 * GET /api/dashboard/daily-stats?site&startDate&endDate: the shift already filed under the shift
 * id of `body` (what a 409 collided with), shown beside the user's report; undefined when absent.
 */
export async function getFiledShift(body: StandardRequestBody): Promise<DailyStatsCard | undefined> {
  const id = formShiftId(body);
  const { shifts } = await apiCall(dailyStatsRoute, { query: { site: body.site, startDate: body.date, endDate: body.date } });
  return shifts.find((s) => s.shiftId === id);
}
