/**
 * The business metrics of Grindline (docs/observability.md 'Metrics'): one CloudWatch namespace,
 * these names and no dimension but `site` on ReportsFiled. The CloudWatch alarms (infra) are
 * written on exactly these names, so they are declared once, here.
 */

/** CloudWatch namespace of every business metric. */
export const METRIC_NAMESPACE = 'Grindline';

/** Metric name by purpose. */
export const METRIC_NAMES = {
  /** A report filed (not a retry of one already stored), dimension `site`. Count. */
  reportsFiled: 'ReportsFiled',
  /** A report mail SES accepted. Count. */
  mailsSent: 'MailsSent',
  /** A report mail still refused after its last try. Count. */
  mailsFailed: 'MailsFailed',
  /** After each drain of the mail outbox: age of the oldest outbox item still unsent, 0 when none. Seconds. */
  oldestUnsentMailAgeSeconds: 'OldestUnsentMailAgeSeconds',
  /** A CAT rail file processed into a result. Count. */
  catRunsProcessed: 'CatRunsProcessed',
  /** A CAT rail file that could not be processed (a bad file, or an error). Count. */
  catRunsFailed: 'CatRunsFailed',
  /** Time to print one PDF (weekly NYCT, monthly report) in headless Chromium. Milliseconds. */
  pdfDurationMs: 'PdfDurationMs',
  /** A PDF (weekly NYCT, monthly report) that could not be printed. Count. */
  pdfFailures: 'PdfFailures',
  /** A photo thumbnail made by the photo-thumbs function (issue 28). Count. */
  photoThumbsMade: 'PhotoThumbsMade',
  /** A photo no thumbnail could be made of (not an image sharp decodes; HEIC is skipped, not counted). Count. */
  photoThumbsFailed: 'PhotoThumbsFailed',
  /** Time to make one thumbnail (read, decode, rotate, resize, encode, write). Milliseconds. */
  photoThumbMs: 'PhotoThumbMs',
  /** A refused sign-in: wrong credentials or throttled (password), or a refused agency sign-in. Count. */
  loginFailures: 'LoginFailures',
} as const;

export type MetricName = (typeof METRIC_NAMES)[keyof typeof METRIC_NAMES];

/** The one dimension a metric may carry (ReportsFiled only). */
export const SITE_DIMENSION = 'site';
