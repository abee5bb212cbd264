import { standardReportSubmitRoute, type SuccessBody } from '@grindline/domain';
import { useFileReport } from '../../../lib/form-kit/use-file-report';
import type { StandardRequestBody } from '../utils/form-values';
import { getFiledShift } from './get-filed-shift';

/** What filing answers: the shift id and the report as stored (the route's contract). */
export type SubmitStandardReportResponse = SuccessBody<typeof standardReportSubmitRoute>;

/**
 * Files on POST /api/reports/standard: the whole multi-step report as one request (the legacy form
 * sent the shift, then one request per chain unit). 201 stored, 200 for a retry of the same
 * `submissionId`, 409 'ERROR: shift ID already exists in db. ...' (the stored shift is loaded), 400 naming the field.
 */
export function useSubmitStandardReport() {
  return useFileReport<StandardRequestBody, typeof standardReportSubmitRoute>(standardReportSubmitRoute, 'standard', (body) => getFiledShift(body), (body) => body.site);
}
