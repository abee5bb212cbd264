/**
 * POST /api/reports/monthly/pdf { site, projectStart, reportEnd, interval, phase } (adminMgmt, a
 * site of its access): the monthly report of the Report Generator as an A4 PDF printed by
 * headless Chromium, stored in the bucket and answered as a short-lived link (docs/api.md).
 * The body is checked like GET /api/dashboard/monthly's query (messages naming the field).
 * 200 { url, fileName, cached, expiresInSeconds }.
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parseBody } from '../../lib/validate';
import { monthlyQuerySchema } from '../../services/dashboards/monthly';
import { monthlyReportPdf } from '../../services/monthly-report-pdf';

export const handler = createHandler('monthly-report-pdf', async ({ caller, body }) => {
  if (!caller) throw new UnauthorizedError();
  return json(200, await monthlyReportPdf(caller, parseBody(monthlyQuerySchema, body)));
});
