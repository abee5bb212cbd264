import { skytrainReportSubmitRoute, type SkytrainReport, type SuccessBody } from '@grindline/domain';
import { useFileReport } from '../../../lib/form-kit/use-file-report';

/** What filing answers: the shift id and the report as stored (the route's contract). */
export type SubmitSkytrainReportResponse = SuccessBody<typeof skytrainReportSubmitRoute>;

/**
 * Files on POST /api/reports/skytrain: the shift and every grind row in one request (the server
 * allocates the shift number). 201 stored, 200 when this `submissionId` was already stored, 400 with issues.
 */
export function useSubmitSkytrainReport() {
  return useFileReport<SkytrainReport, typeof skytrainReportSubmitRoute>(skytrainReportSubmitRoute, 'skytrain');
}
