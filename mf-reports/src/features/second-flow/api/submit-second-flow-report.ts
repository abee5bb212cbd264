import { secondFlowReportSubmitRoute, type SecondFlowFiling, type SuccessBody } from '@grindline/domain';
import { useFileReport } from '../../../lib/form-kit/use-file-report';

/** What filing answers: the shift id and the report as stored (the route's contract). */
export type SubmitSecondFlowResponse = SuccessBody<typeof secondFlowReportSubmitRoute>;

/** The form kit's key of a flow's draft, per customer. */
export const secondFlowFormKey = (customer: string): string => `second-flow-${customer}`;

/** Files on POST /api/reports/second-flow: the cards as one report (201; 200 for a retried submission). */
export function useSubmitSecondFlowReport(customer: string) {
  return useFileReport<SecondFlowFiling, typeof secondFlowReportSubmitRoute>(secondFlowReportSubmitRoute, secondFlowFormKey(customer), undefined, (body) => body.customer);
}
