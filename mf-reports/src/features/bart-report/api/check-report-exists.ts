import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';

export interface ReportExistsResponse {
  exists: boolean;
  shiftId: string | null;
}

/** Query key of one existence check; under ['reports'] so any report change invalidates it. */
export function reportExistsKey(date: string, grinderType: string) {
  return ['reports', 'bart', 'exists', date, grinderType] as const;
}

/**
 * GET /api/reports/bart/exists?date&grinderType: whether the shift of that date and grinder is
 * already stored (spec 000 sections 2.7 and 5.6: one report per date of work and grinder).
 */
export function checkReportExists(date: string, grinderType: string): Promise<ReportExistsResponse> {
  const query = new URLSearchParams({ date, grinderType });
  return apiJson<ReportExistsResponse>(`/api/reports/bart/exists?${query.toString()}`);
}

/** The existence check of the review screen; always asks the server again (staleTime 0). */
export function useReportExists(date: string, grinderType: string) {
  return useQuery({
    queryKey: reportExistsKey(date, grinderType),
    queryFn: () => checkReportExists(date, grinderType),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
