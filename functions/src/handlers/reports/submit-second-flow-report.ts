/**
 * POST /api/reports/second-flow (super, adminMgmt; customer SOUNDTRANSIT or NCTD): the second
 * grind-report flow (spec 000 sections 2.3 and 5.3) filed as one report under the next shift
 * number of its grinder and date. 201 `{ shiftId, report }`; 200 for a retried submission; 400
 * naming the field, nothing written.
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addSiteMetric } from '../../lib/observability';
import { parseBody } from '../../lib/validate';
import { submitSecondFlowReport, submitSecondFlowSchema } from '../../services/form-reports/second-flow-reports';

export const handler = createHandler('second-flow-report-submit', async ({ caller, body }) => {
  if (!caller) throw new UnauthorizedError();
  const { created, shiftId, report } = await submitSecondFlowReport(caller, parseBody(submitSecondFlowSchema, body));
  if (created) addSiteMetric(METRIC_NAMES.reportsFiled, report.site);
  return json(created ? 201 : 200, { shiftId, report });
});
