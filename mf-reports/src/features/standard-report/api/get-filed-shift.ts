import type { DailyStatsCard } from '@grindline/domain';
import { apiJson } from 'shell/kit';
import { formShiftId, type StandardRequestBody } from '../utils/form-values';

/**
 * GET /api/dashboard/daily-stats?site&startDate&endDate: the shift already filed under the shift
 * id of `body` (what a 409 collided with), shown beside the user's report; undefined when absent.
 */
export async function getFiledShift(body: StandardRequestBody): Promise<DailyStatsCard | undefined> {
  const id = formShiftId(body);
  const query = new URLSearchParams({ site: body.site, startDate: body.date, endDate: body.date });
  const { shifts } = await apiJson<{ shifts: DailyStatsCard[] }>(`/api/dashboard/daily-stats?${query.toString()}`);
  return shifts.find((s) => s.shiftId === id);
}
