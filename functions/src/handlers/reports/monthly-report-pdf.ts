/**
 * POST /api/reports/monthly/pdf { site, projectStart, reportEnd, interval, phase } (adminMgmt, a
 * site of its access): the monthly report of the Report Generator as an A4 PDF printed by
 * headless Chromium, stored in the bucket and answered as a short-lived link (docs/api.md).
 * The body is checked like GET /api/dashboard/monthly's query (messages naming the field).
 * 200 { url, fileName, cached, expiresInSeconds }.
 */
import { monthlyReportPdfRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { monthlyReportPdf } from '../../services/monthly-report-pdf';

// The contract parses the body with the dashboard's monthly query schema (domain/src/schemas/dashboards.ts).
export const handler = createHandler(monthlyReportPdfRoute, async ({ caller, body }) => json(200, await monthlyReportPdf(caller, body)));
