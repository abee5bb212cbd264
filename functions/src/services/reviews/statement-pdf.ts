/**
 * The monthly quantities statement as a PDF (issue 29): the statement of GET /api/statements
 * printed by the weekly and monthly PDFs' headless Chromium (decisions §16), stored under
 * `reports/statements/<site>/<month>/<hash>.pdf` and answered as a short-lived link. The hash
 * covers the layout and the statement, so a statement asked twice is printed once and any new
 * review, change or closing prints a new one.
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { QuantitiesStatement, StatementQuery } from '@grindline/domain';
import { STATEMENT_PDF_PREFIX } from '../../data/bucket';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { objectExists, PDF_LINK_SECONDS } from '../nyct-weekly-pdf';
import { renderPdf } from '../report-pdf/render-pdf';
import { statementPageHtml } from '../report-pdf/statement-page';
import { timedPdf } from '../report-pdf/timed-pdf';
import { loadStatement } from './statements';

/** Bump when the page's layout changes, so stored PDFs of the old layout are not served. */
export const STATEMENT_PDF_LAYOUT_VERSION = 3;

/** Object key of the PDF of `statement`. */
export function statementPdfKey(statement: QuantitiesStatement): string {
  const hash = createHash('sha256').update(JSON.stringify({ layout: STATEMENT_PDF_LAYOUT_VERSION, statement })).digest('hex').slice(0, 20);
  return `${STATEMENT_PDF_PREFIX}${statement.site}/${statement.month}/${hash}.pdf`;
}

/** The file name of a statement's PDF. */
export const statementFileName = (s: Pick<QuantitiesStatement, 'site' | 'month' | 'phase'>): string => `quantities-${s.site}-${s.month}${s.phase === null ? '' : `-phase${s.phase}`}.pdf`;

/** The PDF link of the statement of `query`, printing it unless stored. */
export async function statementPdf(query: StatementQuery, now = new Date()): Promise<{ url: string; fileName: string; cached: boolean; expiresInSeconds: number }> {
  const statement = await loadStatement(query);
  const key = statementPdfKey(statement);
  const fileName = statementFileName(statement);
  const cached = await objectExists(key);
  if (!cached) {
    const body = await timedPdf('Statement PDF printed', { site: query.site, month: query.month }, () => renderPdf(statementPageHtml(statement, now.toISOString()), { charts: 0 }));
    await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: key, Body: body, ContentType: 'application/pdf', ContentDisposition: `attachment; filename="${fileName}"` }));
  }
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: config.bucketName, Key: key, ResponseContentDisposition: `attachment; filename="${fileName}"`, ResponseContentType: 'application/pdf' }),
    { expiresIn: PDF_LINK_SECONDS },
  );
  return { url, fileName, cached, expiresInSeconds: PDF_LINK_SECONDS };
}
