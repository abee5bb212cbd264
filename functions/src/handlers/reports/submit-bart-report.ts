/**
 * POST /api/reports/bart (super, adminMgmt, BART): stores a BART grind report (spec 000 sections
 * 2.7 and 5.6). 201 `{ shiftId, report }`; 200 with the same body for a retry of a stored
 * submission; 409 when another submission already filed that date and grinder.
 */
import { bartReportSubmitRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addSiteMetric } from '../../lib/observability';
import { submitBartReport } from '../../services/bart-reports';

export const handler = createHandler(bartReportSubmitRoute, async ({ caller, body }) => {
  const { created, shiftId, report } = await submitBartReport(caller, body);
  if (created) addSiteMetric(METRIC_NAMES.reportsFiled, report.site);
  return json(created ? 201 : 200, { shiftId, report });
});
