import { useQuery } from '@tanstack/react-query';
import { bartReportExistsRoute, type BartReportExistsQuery, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** Whether the shift is filed, and its shift id (the route's contract). */
export type ReportExistsResponse = SuccessBody<typeof bartReportExistsRoute>;

/** Query key of one existence check; under ['reports'] so any report change invalidates it. */
export function reportExistsKey(date: string, grinderType: string) {
  return ['reports', 'bart', 'exists', date, grinderType] as const;
}

/**
 * GET /api/reports/bart/exists?date&grinderType: whether the shift of that date and grinder is
 * already stored (spec 000 sections 2.7 and 5.6: one report per date of work and grinder).
 */
export function checkReportExists(date: string, grinderType: BartReportExistsQuery['grinderType']): Promise<ReportExistsResponse> {
  return apiCall(bartReportExistsRoute, { query: { date, grinderType } });
}

/** The existence check of the review screen; always asks the server again (staleTime 0). */
export function useReportExists(date: string, grinderType: BartReportExistsQuery['grinderType']) {
  return useQuery({
    queryKey: reportExistsKey(date, grinderType),
    queryFn: () => checkReportExists(date, grinderType),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
