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
import { loadPrinter } from './report-pdf/load-printer';
import { renderPdf, type RenderOptions } from './report-pdf/render-pdf';
import { reportPageHtml } from './report-pdf/report-page';
import { timedPdf } from './report-pdf/timed-pdf';
import { addDays, weekPhotos, type WeekPhotos } from './report-pdf/week-photos';

/** Bump when the page's layout changes, so stored PDFs of the old layout are not served. */
export const PDF_LAYOUT_VERSION = 2;
/** Lifetime of the download link, seconds. */
export const PDF_LINK_SECONDS = 300;

/** Object key of a week's PDF of `report`: week + a hash of its data, its photos and the layout version. */
export function pdfKey(report: NyctWeeklyReport, photos?: WeekPhotos): string {
  // A photo added, re-captioned or given its thumbnail makes a new PDF; the thumbnail's bytes follow from its photo.
  const photoData = photos ? { total: photos.total, photos: photos.photos.map((p) => ({ ...p, src: p.src !== null })) } : undefined;
  const hash = createHash('sha256').update(JSON.stringify({ layout: PDF_LAYOUT_VERSION, report, photoData })).digest('hex').slice(0, 20);
  return `${NYCT_PDF_PREFIX}${report.week}/${hash}.pdf`;
}

/** The PDF bytes of a report: its view model printed in headless Chromium, the week's photos last (`timings`: see renderPdf). */
export async function printReport(report: NyctWeeklyReport, photos?: WeekPhotos, timings?: RenderOptions['timings']): Promise<Uint8Array> {
  const heading = `Week ${addDays(report.lastDay, -6)} to ${report.lastDay}`;
  const { highchartsSource } = await loadPrinter();
  return renderPdf(reportPageHtml(nyctReportView(report), highchartsSource, photos ? { week: photos, heading } : undefined), { charts: PDF_CHART_COUNT, timings });
}

/** The photos of the NYCT reports of the week the report ends with (the 7 days to its last day). */
export function reportWeekPhotos(report: NyctWeeklyReport): Promise<WeekPhotos> {
  return weekPhotos('NYCT', addDays(report.lastDay, -6), report.lastDay);
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
  const photos = await reportWeekPhotos(report);
  const key = pdfKey(report, photos);
  const fileName = nyctReportFileName(report.week);
  const cached = await objectExists(key);
  if (!cached) {
    const body = await timedPdf('Weekly PDF printed', { week: report.week }, () => printReport(report, photos));
    await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: body, ContentType: 'application/pdf', ContentDisposition: `attachment; filename="${fileName}"` }));
  }
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: config.bucketName, Key: key, ResponseContentDisposition: `attachment; filename="${fileName}"`, ResponseContentType: 'application/pdf' }),
    { expiresIn: PDF_LINK_SECONDS },
  );
  return { url, fileName, week: report.week, cached, expiresInSeconds: PDF_LINK_SECONDS };
}
