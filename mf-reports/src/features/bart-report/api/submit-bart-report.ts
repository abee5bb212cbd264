import { useQueryClient } from '@tanstack/react-query';
import { bartReportSubmitRoute, type BartReportRequest, type SubmitBartReportRequest, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { events } from 'shell/kit';
import { getFiledBartReport } from './get-filed-bart-report';
import { useSubmitReport } from '../../../lib/form-kit/use-submit-report';

/** What filing answers: the shift id and the report as stored (the route's contract). */
export type SubmitBartReportResponse = SuccessBody<typeof bartReportSubmitRoute>;

/**
 * POST /api/reports/bart: stores the shift and its grind ranges as one report. 201 when stored,
 * 200 with the same body when this `submissionId` was already stored (a retry), 409 when
 * another report exists for the date and grinder, 400 with issues for bad input.
 */
export function submitBartReport(body: SubmitBartReportRequest): Promise<SubmitBartReportResponse> {
  return apiCall(bartReportSubmitRoute, { body });
}

/**
 * Files a BART report through the form kit (one submission id per report, queued offline, sent
 * once); on success tells the other micro-frontends and marks report lists stale.
 */
export function useSubmitBartReport() {
  const queryClient = useQueryClient();
  return useSubmitReport<BartReportRequest, SubmitBartReportResponse>({
    formKey: 'bart',
    version: 1,
    send: (request, submissionId) => submitBartReport({ ...request, submissionId }),
    loadConflict: (request) => getFiledBartReport(request),
    onSent: (data) => {
      events.emit('report:submitted', { shiftId: data.shiftId, site: data.report.site });
      // Marked stale only: refetching now would re-run the review's own existence check, which
      // would then (rightly) find the report just stored and flash the 'already exists' notice.
      void queryClient.invalidateQueries({ queryKey: ['reports'], refetchType: 'none' });
    },
  });
}
