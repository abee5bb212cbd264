import { useQueryClient } from '@tanstack/react-query';
import type { ShiftReport, SkytrainReport } from '@grindline/domain';
import { apiJson, events } from 'shell/kit';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';

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

/** Files a SkyTrain report through the form kit (one submission id, queued offline, sent once). */
export function useSubmitSkytrainReport() {
  const queryClient = useQueryClient();
  return useSubmitReport<SkytrainReport, SubmitSkytrainReportResponse>({
    formKey: 'skytrain',
    version: 1,
    send: (request, submissionId) => submitSkytrainReport({ ...request, submissionId }),
    onSent: (data) => {
      events.emit('report:submitted', { shiftId: data.shiftId, site: data.report.site });
      void queryClient.invalidateQueries({ queryKey: ['reports'], refetchType: 'none' });
    },
  });
}
