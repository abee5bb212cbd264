/**
 * POST /api/reports/nyct (super, adminMgmt, NYCT, NYCTedit): stores a New York subway Grind Shift
 * Report (spec 000 sections 2.8, 3.7, 3.8 and 5.7) under the next shift number of its date and
 * grinder type. 201 `{ shiftId, report }`; 200 with the same body for a retry of a stored
 * submission; 400 (nothing written) for a bad form, line or track.
 */
import { nyctReportSubmitRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addSiteMetric } from '../../lib/observability';
import { submitNyctReport } from '../../services/nyct-reports';

export const handler = createHandler(nyctReportSubmitRoute, async ({ caller, body }) => {
  const { created, shiftId, report } = await submitNyctReport(caller, body);
  if (created) addSiteMetric(METRIC_NAMES.reportsFiled, report.site);
  return json(created ? 201 : 200, { shiftId, report });
});
