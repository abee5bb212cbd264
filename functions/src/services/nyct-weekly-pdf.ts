/**
 * The weekly NYCT report as a PDF (spec 002 section 2 'PDF export'; docs/api.md): printed once
 * per week and data, stored in the bucket under `reports/nyct-weekly/<week>/<hash>.pdf`, and
 * answered as a short-lived presigned link. The hash covers the report's figures and the page
 * layout version, so a second request for the same week and data returns the stored file, and
 * new data (or a new layout) prints a new one. Each print is timed (PdfDurationMs) and a failed
 * one counted (PdfFailures), under the request's correlation id (docs/observability.md).
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { nyctReportFileName, nyctReportView, PDF_CHART_COUNT, type NyctWeeklyPdfLink, type NyctWeeklyReport } from '@grindline/domain';
import { NYCT_PDF_PREFIX } from '../data/bucket';
import { s3 } from '../lib/clients/s3';
import { config } from '../lib/config';
import { nyctWeeklyReport } from './nyct-weekly';
import { HIGHCHARTS_SOURCE } from './report-pdf/highcharts-source';
import { renderPdf } from './report-pdf/render-pdf';
import { reportPageHtml } from './report-pdf/report-page';
import { timedPdf } from './report-pdf/timed-pdf';

/** Bump when the page's layout changes, so stored PDFs of the old layout are not served. */
export const PDF_LAYOUT_VERSION = 1;
/** Lifetime of the download link, seconds. */
export const PDF_LINK_SECONDS = 300;

/** Object key of a week's PDF of `report`: week + a hash of its data and the layout version. */
export function pdfKey(report: NyctWeeklyReport): string {
  const hash = createHash('sha256').update(JSON.stringify({ layout: PDF_LAYOUT_VERSION, report })).digest('hex').slice(0, 20);
  return `${NYCT_PDF_PREFIX}${report.week}/${hash}.pdf`;
}

/** The PDF bytes of a report: its view model printed in headless Chromium. */
export function printReport(report: NyctWeeklyReport): Promise<Uint8Array> {
  return renderPdf(reportPageHtml(nyctReportView(report), HIGHCHARTS_SOURCE), { charts: PDF_CHART_COUNT });
}

/** Whether the bucket holds `key` (the PDF routes reuse a stored file). */
export async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }));
    return true;
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

/** What POST /api/dashboard/nyct-weekly/pdf answers. */
export type ReportPdfLink = NyctWeeklyPdfLink;

/** The PDF link of the week holding `week`, printing and storing the PDF unless it is stored already. */
export async function nyctWeeklyPdf(week: string): Promise<ReportPdfLink> {
  const report = await nyctWeeklyReport(week);
  const key = pdfKey(report);
  const fileName = nyctReportFileName(report.week);
  const cached = await objectExists(key);
  if (!cached) {
    const body = await timedPdf('Weekly PDF printed', { week: report.week }, () => printReport(report));
    await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: body, ContentType: 'application/pdf', ContentDisposition: `attachment; filename="${fileName}"` }));
  }
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: config.bucketName, Key: key, ResponseContentDisposition: `attachment; filename="${fileName}"`, ResponseContentType: 'application/pdf' }),
    { expiresIn: PDF_LINK_SECONDS },
  );
  return { url, fileName, week: report.week, cached, expiresInSeconds: PDF_LINK_SECONDS };
}
