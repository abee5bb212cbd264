import { nyctReportSubmitRoute, type NyctShift, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { events } from 'shell/kit';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';

/** What filing answers: the shift id and the report as stored (the route's contract). */
export type NyctSubmitResponse = SuccessBody<typeof nyctReportSubmitRoute>;

/** POST /api/reports/nyct: files the report; the server allocates the shift number. 200 on a retry. */
export function submitNyctReport(body: NyctShift, submissionId: string): Promise<NyctSubmitResponse> {
  return apiCall(nyctReportSubmitRoute, { body: { ...body, submissionId } });
}

/** Files a NYCT report through the form kit (draft, offline queue, one submission id). */
export function useSubmitNyctReport() {
  return useSubmitReport<NyctShift, NyctSubmitResponse>({
    formKey: 'nyct',
    version: 1,
    send: submitNyctReport,
    photoTarget: (_body, submissionId) => ({ site: 'NYCT', submissionId }),
    onSent: (data) => events.emit('report:submitted', { shiftId: data.shiftId, site: data.report.site }),
  });
}
