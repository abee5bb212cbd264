import { useQueryClient } from '@tanstack/react-query';
import type { GenericFiling, ShiftReport } from '@grindline/domain';
import { apiJson, events } from 'shell/kit';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';

export type SubmitGenericBody = GenericFiling & { submissionId: string };
export interface SubmitGenericResponse {
  shiftId: string;
  report: ShiftReport;
}

/** POST /api/reports/generic: the shift and every row in one request (201; 200 retry; 409 taken shift id). */
export function submitGenericReport(body: SubmitGenericBody): Promise<SubmitGenericResponse> {
  return apiJson('/api/reports/generic', { method: 'POST', json: body });
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
