/**
 * POST /api/reports/generic (super, adminMgmt, OTRAIN, NCTD; any standard customer in `customer`,
 * own site for site admins): the generic single-page Grind Report (spec 000 sections 2.4, 5.4).
 * 201 `{ shiftId, report }`; 200 for a retried submission; 409 'ERROR: shift ID already exists
 * in db. ...' when another report holds the shift id; 400 naming the field, nothing written.
 */
import { genericReportSubmitRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addSiteMetric } from '../../lib/observability';
import { submitGenericReport } from '../../services/form-reports/generic-reports';

export const handler = createHandler(genericReportSubmitRoute, async ({ caller, body }) => {
  const { created, shiftId, report } = await submitGenericReport(caller, body);
  if (created) addSiteMetric(METRIC_NAMES.reportsFiled, report.site);
  return json(created ? 201 : 200, { shiftId, report });
});
