import { useQuery } from '@tanstack/react-query';
import { skytrainReportListRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** GET /api/reports/skytrain?date: every SkyTrain shift report of that date. */
export function getSkytrainReports(date: string): Promise<SuccessBody<typeof skytrainReportListRoute>> {
  return apiCall(skytrainReportListRoute, { query: { date } });
}

/** The SkyTrain reports of `date`; idle while `date` is null. Under ['reports'] so a delete refreshes it. */
export function useSkytrainReports(date: string | null) {
  return useQuery({
    queryKey: ['reports', 'skytrain', date ?? ''],
    queryFn: () => getSkytrainReports(date as string),
    enabled: date !== null,
  });
}
