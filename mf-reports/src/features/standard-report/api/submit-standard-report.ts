import { useQueryClient } from '@tanstack/react-query';
import { standardReportSubmitRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { events } from 'shell/kit';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';
import type { StandardRequestBody } from '../utils/form-values';
import { getFiledShift } from './get-filed-shift';

/** What filing answers: the shift id and the report as stored (the route's contract). */
export type SubmitStandardReportResponse = SuccessBody<typeof standardReportSubmitRoute>;

/**
 * POST /api/reports/standard: the whole multi-step report as one request (the legacy form sent
 * the shift, then one request per chain unit). 201 stored, 200 for a retry of the same
 * `submissionId`, 409 'ERROR: shift ID already exists in db. ...', 400 naming the field.
 */
export function submitStandardReport(body: StandardRequestBody & { submissionId: string }): Promise<SubmitStandardReportResponse> {
  return apiCall(standardReportSubmitRoute, { body });
}

/** Files the report through the form kit; on success tells the other micro-frontends. */
export function useSubmitStandardReport() {
  const queryClient = useQueryClient();
  return useSubmitReport<StandardRequestBody, SubmitStandardReportResponse>({
    formKey: 'standard',
    version: 1,
    send: (body, submissionId) => submitStandardReport({ ...body, submissionId }),
    loadConflict: (body) => getFiledShift(body),
    onSent: (data) => {
      events.emit('report:submitted', { shiftId: data.shiftId, site: data.report.site });
      void queryClient.invalidateQueries({ queryKey: ['reports'], refetchType: 'none' });
    },
  });
}
