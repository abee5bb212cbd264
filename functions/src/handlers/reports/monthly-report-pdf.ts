/**
 * POST /api/reports/monthly/pdf { site, projectStart, reportEnd, interval, phase } (adminMgmt, a
 * site of its access): the monthly report of the Report Generator as an A4 PDF printed by
 * headless Chromium, stored in the bucket and answered as a short-lived link (docs/api.md).
 * The body is checked like GET /api/dashboard/monthly's query (messages naming the field).
 * 200 { url, fileName, cached, expiresInSeconds }.
 */
import { monthlyReportPdfRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { parse } from '../../lib/validate';
import { monthlyQuerySchema } from '../../services/dashboards/monthly';
import { monthlyReportPdf } from '../../services/monthly-report-pdf';

// The contract checks that the body is an object; its fields are checked here like the dashboard's query.
export const handler = createHandler(monthlyReportPdfRoute, async ({ caller, body }) => json(200, await monthlyReportPdf(caller, parse(monthlyQuerySchema, body))));
