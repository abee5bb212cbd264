import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShiftReport, SkytrainReport } from '@grindline/domain';
import { apiJson, events } from 'shell/kit';

/** The body of POST /api/reports/skytrain: the report plus the id that makes a retry idempotent. */
export type SubmitSkytrainReportBody = SkytrainReport & { submissionId: string };

export interface SubmitSkytrainReportResponse {
  shiftId: string;
  report: ShiftReport;
}

/**
 * POST /api/reports/skytrain: the shift and every grind row in one request (the server allocates
 * the shift number). 201 stored, 200 when this `submissionId` was already stored, 400 with issues.
 */
export function submitSkytrainReport(body: SubmitSkytrainReportBody): Promise<SubmitSkytrainReportResponse> {
  return apiJson<SubmitSkytrainReportResponse>('/api/reports/skytrain', { method: 'POST', json: body });
}

/** Submits a report; on success tells the other micro-frontends and marks report lists stale. */
export function useSubmitSkytrainReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSkytrainReport,
    onSuccess: (data) => {
      events.emit('report:submitted', { shiftId: data.shiftId, site: data.report.site });
      void queryClient.invalidateQueries({ queryKey: ['reports'], refetchType: 'none' });
    },
  });
}
