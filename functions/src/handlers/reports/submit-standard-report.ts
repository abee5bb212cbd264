/**
 * POST /api/reports/standard (super, adminMgmt, and the OTRAIN and NCTD admins for their own site):
 * stores a multi-step New Grind Report of a standard customer (spec 000 sections 2.2, 3.1 and 5.2).
 * 201 `{ shiftId, report }`; 200 with the same body for a retry of a stored submission; 409 when
 * another submission already holds the shift id; 400 for bad input, naming the field.
 */
import { standardReportSubmitRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addSiteMetric } from '../../lib/observability';
import { submitStandardReport } from '../../services/standard-reports';

export const handler = createHandler(standardReportSubmitRoute, async ({ caller, body }) => {
  const { created, shiftId, report } = await submitStandardReport(caller, body);
  if (created) addSiteMetric(METRIC_NAMES.reportsFiled, report.site);
  return json(created ? 201 : 200, { shiftId, report });
});
