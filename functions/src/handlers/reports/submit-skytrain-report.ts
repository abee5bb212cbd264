/**
 * POST /api/reports/skytrain (super, adminMgmt, SKYTRAIN admin): stores a SkyTrain grind report
 * (spec 000 sections 2.6 and 5.5) under the next shift number of its date. 201 `{ shiftId,
 * report }`; 200 with the same body for a retry of a stored submission; 400 for a bad form or a
 * row outside its line, with nothing written.
 */
import { skytrainReportSubmitRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addSiteMetric } from '../../lib/observability';
import { submitSkytrainReport } from '../../services/skytrain-reports';

export const handler = createHandler(skytrainReportSubmitRoute, async ({ caller, body }) => {
  const { created, shiftId, report } = await submitSkytrainReport(caller, body);
  if (created) addSiteMetric(METRIC_NAMES.reportsFiled, report.site);
  return json(created ? 201 : 200, { shiftId, report });
});
