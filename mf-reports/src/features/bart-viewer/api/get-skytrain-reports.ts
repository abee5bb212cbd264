import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import type { ShiftReport } from '@grindline/domain';

/** GET /api/reports/skytrain?date: every SkyTrain shift report of that date. */
export function getSkytrainReports(date: string): Promise<{ reports: ShiftReport[] }> {
  return apiJson<{ reports: ShiftReport[] }>(`/api/reports/skytrain?date=${encodeURIComponent(date)}`);
}

/** The SkyTrain reports of `date`; idle while `date` is null. Under ['reports'] so a delete refreshes it. */
export function useSkytrainReports(date: string | null) {
  return useQuery({
    queryKey: ['reports', 'skytrain', date ?? ''],
    queryFn: () => getSkytrainReports(date as string),
    enabled: date !== null,
  });
}
