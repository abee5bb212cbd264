import { genericReportSubmitRoute, type GenericFiling, type SuccessBody } from '@grindline/domain';
import { useFileReport } from '../../../lib/form-kit/use-file-report';

/** What filing answers: the shift id and the report as stored (the route's contract). */
export type SubmitGenericResponse = SuccessBody<typeof genericReportSubmitRoute>;

/** Files on POST /api/reports/generic: the shift and every row in one request (201; 200 retry; 409 taken shift id). */
export function useSubmitGenericReport() {
  return useFileReport<GenericFiling, typeof genericReportSubmitRoute>(genericReportSubmitRoute, 'generic', undefined, (body) => body.customer);
}
