/**
 * The application's own CloudWatch metrics: one list shared by the alarms and dashboards here and
 * by the functions that publish them (AWS Lambda Powertools Metrics, embedded metric format).
 * Every metric is published in NAMESPACE without dimensions, except `ReportsFiled` (dimension
 * `site`): the publisher must keep only the declared dimensions (Powertools adds `service` by
 * default), or these alarms, which name no dimension, would never see a data point.
 */

/** Namespace of every application metric (POWERTOOLS_METRICS_NAMESPACE of the Lambdas). */
export const METRICS_NAMESPACE = 'Grindline';

/** Metric names, as published. Units in the comment are the ones the publisher uses. */
export const METRIC = {
  /** Count; dimension `site`. One per report saved (any form). */
  reportsFiled: 'ReportsFiled',
  /** Count. Mails handed to SES by the outbox worker. */
  mailsSent: 'MailsSent',
  /** Count. Mails given up after the worker's retries. */
  mailsFailed: 'MailsFailed',
  /** Seconds. Age of the oldest outbox item still unsent, each time the worker runs. */
  oldestUnsentMailAgeSeconds: 'OldestUnsentMailAgeSeconds',
  /** Count. CAT files turned into runs. */
  catRunsProcessed: 'CatRunsProcessed',
  /** Count. CAT files whose processing failed (bad file or error). */
  catRunsFailed: 'CatRunsFailed',
  /** Milliseconds. Time to print one weekly PDF. */
  pdfDurationMs: 'PdfDurationMs',
  /** Count. Weekly PDFs that could not be printed. */
  pdfFailures: 'PdfFailures',
  /** Count. Failed password sign-ins. */
  loginFailures: 'LoginFailures',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** The one dimension in use: `ReportsFiled` per customer site. */
export const REPORTS_FILED_DIMENSION = 'site';

/** Environment every Lambda gets so Powertools publishes where the alarms look. */
export function powertoolsEnvironment(serviceName: string): Record<string, string> {
  return { POWERTOOLS_SERVICE_NAME: serviceName, POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE };
}
