import { useQueryClient } from '@tanstack/react-query';
import { secondFlowReportSubmitRoute, type SecondFlowFiling, type SubmitSecondFlowRequest, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { events } from 'shell/kit';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';

/** What filing answers: the shift id and the report as stored (the route's contract). */
export type SubmitSecondFlowResponse = SuccessBody<typeof secondFlowReportSubmitRoute>;

/** POST /api/reports/second-flow: the cards as one report (201; 200 for a retried submission). */
export function submitSecondFlowReport(body: SubmitSecondFlowRequest): Promise<SubmitSecondFlowResponse> {
  return apiCall(secondFlowReportSubmitRoute, { body });
}

/** The form kit's key of a flow's draft, per customer. */
export const secondFlowFormKey = (customer: string): string => `second-flow-${customer}`;

/** Files through the form kit (one submission id, queued offline, sent once). */
export function useSubmitSecondFlowReport(customer: string) {
  const queryClient = useQueryClient();
  return useSubmitReport<SecondFlowFiling, SubmitSecondFlowResponse>({
    formKey: secondFlowFormKey(customer),
    version: 1,
    send: (request, submissionId) => submitSecondFlowReport({ ...request, submissionId }),
    onSent: (data) => {
      events.emit('report:submitted', { shiftId: data.shiftId, site: data.report.site });
      void queryClient.invalidateQueries({ queryKey: ['reports'], refetchType: 'none' });
    },
  });
}
