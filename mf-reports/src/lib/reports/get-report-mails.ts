import { useQuery } from '@tanstack/react-query';
import { reportMailsRoute, type ReportMails } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** What the report's mails became (queued, sent, failed, skipped): the report-mails contract. */
export function getReportMails(shiftId: string): Promise<ReportMails> {
  return apiCall(reportMailsRoute, { params: { shiftId } });
}

/** Polls every `intervalMs` while the mails are queued (the worker sends them within seconds). */
export function useReportMails(shiftId: string, intervalMs = 1000) {
  return useQuery({
    queryKey: ['reports', 'mails', shiftId],
    queryFn: () => getReportMails(shiftId),
    refetchInterval: (query) => (query.state.data?.status === 'queued' && query.state.dataUpdateCount < 120 ? intervalMs : false),
    retry: 2,
  });
}
