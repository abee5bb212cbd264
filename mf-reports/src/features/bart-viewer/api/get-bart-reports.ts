import { useQuery } from '@tanstack/react-query';
import { bartReportListRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The BART reports of a day, as stored (the route's contract). */
export type BartReportsResponse = SuccessBody<typeof bartReportListRoute>;

/** Query key of the BART reports of one date; the prefix ['reports', 'bart'] covers every date. */
export function bartReportsKey(date: string) {
  return ['reports', 'bart', date] as const;
}

/** GET /api/reports/bart?date: every BART shift report of that date (one per grinder). */
export function getBartReports(date: string): Promise<BartReportsResponse> {
  return apiCall(bartReportListRoute, { query: { date } });
}

/** The reports of `date`; idle while `date` is null (nothing asked yet). */
export function useBartReports(date: string | null) {
  return useQuery({
    queryKey: bartReportsKey(date ?? ''),
    queryFn: () => getBartReports(date as string),
    enabled: date !== null,
  });
}
