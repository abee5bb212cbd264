/**
 * POST /api/reports/second-flow (super, adminMgmt; customer SOUNDTRANSIT or NCTD): the second
 * grind-report flow (spec 000 sections 2.3 and 5.3) filed as one report under the next shift
 * number of its grinder and date. 201 `{ shiftId, report }`; 200 for a retried submission; 400
 * naming the field, nothing written.
 */
import { secondFlowReportSubmitRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addSiteMetric } from '../../lib/observability';
import { submitSecondFlowReport } from '../../services/form-reports/second-flow-reports';

export const handler = createHandler(secondFlowReportSubmitRoute, async ({ caller, body }) => {
  const { created, shiftId, report } = await submitSecondFlowReport(caller, body);
  if (created) addSiteMetric(METRIC_NAMES.reportsFiled, report.site);
  return json(created ? 201 : 200, { shiftId, report });
});
