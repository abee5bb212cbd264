import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFlowFiling, ShiftReport } from '@grindline/domain';
import { apiJson, events } from 'shell/kit';

export type SubmitSecondFlowBody = SecondFlowFiling & { submissionId: string };

/** POST /api/reports/second-flow: the cards as one report (201; 200 for a retried submission). */
export function submitSecondFlowReport(body: SubmitSecondFlowBody): Promise<{ shiftId: string; report: ShiftReport }> {
  return apiJson('/api/reports/second-flow', { method: 'POST', json: body });
}

/** Submits; on success tells the other micro-frontends and marks report lists stale. */
export function useSubmitSecondFlowReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSecondFlowReport,
    onSuccess: (data) => {
      events.emit('report:submitted', { shiftId: data.shiftId, site: data.report.site });
      void queryClient.invalidateQueries({ queryKey: ['reports'], refetchType: 'none' });
    },
  });
}
