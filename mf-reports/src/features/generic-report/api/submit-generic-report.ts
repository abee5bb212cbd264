import { useQueryClient } from '@tanstack/react-query';
import { genericReportSubmitRoute, type GenericFiling, type SubmitGenericRequest, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { events } from 'shell/kit';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';

/** What filing answers: the shift id and the report as stored (the route's contract). */
export type SubmitGenericResponse = SuccessBody<typeof genericReportSubmitRoute>;

/** POST /api/reports/generic: the shift and every row in one request (201; 200 retry; 409 taken shift id). */
export function submitGenericReport(body: SubmitGenericRequest): Promise<SubmitGenericResponse> {
  return apiCall(genericReportSubmitRoute, { body });
}

/** Files through the form kit (one submission id, queued offline, sent once; a 409 is a conflict). */
export function useSubmitGenericReport() {
  const queryClient = useQueryClient();
  return useSubmitReport<GenericFiling, SubmitGenericResponse>({
    formKey: 'generic',
    version: 1,
    send: (request, submissionId) => submitGenericReport({ ...request, submissionId }),
    onSent: (data) => {
      events.emit('report:submitted', { shiftId: data.shiftId, site: data.report.site });
      void queryClient.invalidateQueries({ queryKey: ['reports'], refetchType: 'none' });
    },
  });
}
