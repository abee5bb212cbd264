/**
 * The monthly report as a PDF (the Report Generator, spec 001 section 2.7): the figures of
 * GET /api/dashboard/monthly for the same input, printed by the weekly PDF's headless Chromium
 * (docs/decisions.md §16), stored under `reports/monthly/<site>/<hash>.pdf` and answered as a
 * short-lived presigned link. The hash covers the input, the figures and the layout version, so
 * the same report asked twice is printed once, and new data prints a new one.
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { monthlyReportFileName, monthlyView, type MonthlyFigures, type MonthlyPdfLink } from '@grindline/domain';
import { MONTHLY_PDF_PREFIX } from '../data/bucket';
import type { Caller } from '../lib/create-handler';
import { s3 } from '../lib/clients/s3';
import { config } from '../lib/config';
import { monthly, type MonthlyQuery } from './dashboards/monthly';
import { objectExists, PDF_LINK_SECONDS } from './nyct-weekly-pdf';
import { loadPrinter } from './report-pdf/load-printer';
import { monthlyPageHtml, monthlyPrintCharts } from './report-pdf/monthly-page';
import { renderPdf } from './report-pdf/render-pdf';
import { timedPdf } from './report-pdf/timed-pdf';

/** Bump when the page's layout changes, so stored PDFs of the old layout are not served. */
export const MONTHLY_PDF_LAYOUT_VERSION = 1;

/** What POST /api/reports/monthly/pdf answers (its contract). */
export type { MonthlyPdfLink } from '@grindline/domain';

/** Object key of the PDF of `figures` for `query`. */
export function monthlyPdfKey(query: MonthlyQuery, figures: MonthlyFigures): string {
  const hash = createHash('sha256').update(JSON.stringify({ layout: MONTHLY_PDF_LAYOUT_VERSION, query, figures })).digest('hex').slice(0, 20);
  return `${MONTHLY_PDF_PREFIX}${query.site}/${hash}.pdf`;
}

/** The PDF bytes of a monthly report: its view model printed in headless Chromium. */
export async function printMonthly(query: MonthlyQuery, figures: MonthlyFigures): Promise<Uint8Array> {
  const view = monthlyView(figures);
  const { highchartsSource } = await loadPrinter();
  const html = monthlyPageHtml(view, { site: query.site, projectStart: query.projectStart, reportEnd: query.reportEnd, interval: query.interval, phase: query.phase }, highchartsSource);
  return renderPdf(html, { charts: monthlyPrintCharts(view).length });
}

/** The PDF link of the monthly report of `query` (403 unless the caller's site), printing it unless stored. */
export async function monthlyReportPdf(caller: Caller, query: MonthlyQuery): Promise<MonthlyPdfLink> {
  const figures = await monthly(caller, query);
  const key = monthlyPdfKey(query, figures);
  const fileName = monthlyReportFileName(query.site, query.phase, query.projectStart, query.reportEnd);
  const cached = await objectExists(key);
  if (!cached) {
    const body = await timedPdf('Monthly PDF printed', { site: query.site, phase: query.phase }, () => printMonthly(query, figures));
    await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: body, ContentType: 'application/pdf', ContentDisposition: `attachment; filename="${fileName}"` }));
  }
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: config.bucketName, Key: key, ResponseContentDisposition: `attachment; filename="${fileName}"`, ResponseContentType: 'application/pdf' }),
    { expiresIn: PDF_LINK_SECONDS },
  );
  return { url, fileName, cached, expiresInSeconds: PDF_LINK_SECONDS };
}
