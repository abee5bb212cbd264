/**
 * POST /api/reports/generic (super, adminMgmt, OTRAIN, NCTD; any standard customer in `customer`,
 * own site for site admins): the generic single-page Grind Report (spec 000 sections 2.4, 5.4).
 * 201 `{ shiftId, report }`; 200 for a retried submission; 409 'ERROR: shift ID already exists
 * in db. ...' when another report holds the shift id; 400 naming the field, nothing written.
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addSiteMetric } from '../../lib/observability';
import { parseBody } from '../../lib/validate';
import { submitGenericReport, submitGenericSchema } from '../../services/form-reports/generic-reports';

export const handler = createHandler('generic-report-submit', async ({ caller, body }) => {
  if (!caller) throw new UnauthorizedError();
  const { created, shiftId, report } = await submitGenericReport(caller, parseBody(submitGenericSchema, body));
  if (created) addSiteMetric(METRIC_NAMES.reportsFiled, report.site);
  return json(created ? 201 : 200, { shiftId, report });
});
