import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenericFiling, ShiftReport } from '@grindline/domain';
import { apiJson, events } from 'shell/kit';

export type SubmitGenericBody = GenericFiling & { submissionId: string };

/** POST /api/reports/generic: the shift and every row in one request (201; 200 retry; 409 taken shift id). */
export function submitGenericReport(body: SubmitGenericBody): Promise<{ shiftId: string; report: ShiftReport }> {
  return apiJson('/api/reports/generic', { method: 'POST', json: body });
}

/** Submits; on success tells the other micro-frontends and marks report lists stale. */
export function useSubmitGenericReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitGenericReport,
    onSuccess: (data) => {
      events.emit('report:submitted', { shiftId: data.shiftId, site: data.report.site });
      void queryClient.invalidateQueries({ queryKey: ['reports'], refetchType: 'none' });
    },
  });
}
