import { useQueryClient } from '@tanstack/react-query';
import type { SecondFlowFiling, ShiftReport } from '@grindline/domain';
import { apiJson, events } from 'shell/kit';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';

export type SubmitSecondFlowBody = SecondFlowFiling & { submissionId: string };
export interface SubmitSecondFlowResponse {
  shiftId: string;
  report: ShiftReport;
}

/** POST /api/reports/second-flow: the cards as one report (201; 200 for a retried submission). */
export function submitSecondFlowReport(body: SubmitSecondFlowBody): Promise<SubmitSecondFlowResponse> {
  return apiJson('/api/reports/second-flow', { method: 'POST', json: body });
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
