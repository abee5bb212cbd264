import type { NyctShift, ShiftReport } from '@grindline/domain';
import { apiJson, events } from 'shell/kit';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';

export interface NyctSubmitResponse {
  shiftId: string;
  report: ShiftReport;
}

/** POST /api/reports/nyct: files the report; the server allocates the shift number. 200 on a retry. */
export function submitNyctReport(body: NyctShift, submissionId: string): Promise<NyctSubmitResponse> {
  return apiJson<NyctSubmitResponse>('/api/reports/nyct', { method: 'POST', json: { ...body, submissionId } });
}

/** Files a NYCT report through the form kit (draft, offline queue, one submission id). */
export function useSubmitNyctReport() {
  return useSubmitReport<NyctShift, NyctSubmitResponse>({
    formKey: 'nyct',
    version: 1,
    send: submitNyctReport,
    onSent: (data) => events.emit('report:submitted', { shiftId: data.shiftId, site: data.report.site }),
  });
}
