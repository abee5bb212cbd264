import { useQueryClient } from '@tanstack/react-query';
import { skytrainReportSubmitRoute, type SkytrainReport, type SubmitSkytrainReportRequest, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { events } from 'shell/kit';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';

/** What filing answers: the shift id and the report as stored (the route's contract). */
export type SubmitSkytrainReportResponse = SuccessBody<typeof skytrainReportSubmitRoute>;

/**
 * POST /api/reports/skytrain: the shift and every grind row in one request (the server allocates
 * the shift number). 201 stored, 200 when this `submissionId` was already stored, 400 with issues.
 */
export function submitSkytrainReport(body: SubmitSkytrainReportRequest): Promise<SubmitSkytrainReportResponse> {
  return apiCall(skytrainReportSubmitRoute, { body });
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
