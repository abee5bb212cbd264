import { useQuery } from '@tanstack/react-query';
import type { ReportMails } from '@grindline/domain';
import { apiJson } from 'shell/kit';

/** GET /api/reports/{shiftId}/mails: what the report's mails became (queued, sent, failed, skipped). */
export function getReportMails(shiftId: string): Promise<ReportMails> {
  return apiJson<ReportMails>(`/api/reports/${encodeURIComponent(shiftId)}/mails`);
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
