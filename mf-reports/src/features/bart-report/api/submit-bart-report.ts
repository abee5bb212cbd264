import { bartReportSubmitRoute, type BartReportRequest, type SuccessBody } from '@grindline/domain';
import { useFileReport } from '../../../lib/form-kit/use-file-report';
import { getFiledBartReport } from './get-filed-bart-report';

/** What filing answers: the shift id and the report as stored (the route's contract). */
export type SubmitBartReportResponse = SuccessBody<typeof bartReportSubmitRoute>;

/**
 * Files on POST /api/reports/bart: the shift and its grind ranges as one report. 201 when stored,
 * 200 with the same body when this `submissionId` was already stored (a retry), 409 when another
 * report exists for the date and grinder (the stored one is loaded for the conflict), 400 with issues.
 */
export function useSubmitBartReport() {
  return useFileReport<BartReportRequest, typeof bartReportSubmitRoute>(bartReportSubmitRoute, 'bart', (request) => getFiledBartReport(request));
}
