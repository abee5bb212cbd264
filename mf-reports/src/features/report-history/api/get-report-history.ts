import { useQuery } from '@tanstack/react-query';
import { reportHistoryRoute, type ReportHistory } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

export type { HistoryVersion, ReportHistory } from '@grindline/domain';

export const reportHistoryKey = (shiftId: string) => ['report-history', shiftId] as const;

/** The history of a report, deleted or not. */
export function getReportHistory(shiftId: string): Promise<ReportHistory> {
  return apiCall(reportHistoryRoute, { params: { shiftId } });
}

/** The history of one report, read when the screen opens. */
export function useReportHistory(shiftId: string) {
  return useQuery({ queryKey: reportHistoryKey(shiftId), queryFn: () => getReportHistory(shiftId) });
}
