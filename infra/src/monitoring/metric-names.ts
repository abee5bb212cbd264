/**
 * The application's own CloudWatch metrics: one list shared by the alarms and dashboards here and
 * by the functions that publish them (AWS Lambda Powertools Metrics, embedded metric format).
 * Every metric is published in NAMESPACE without dimensions, except `ReportsFiled` (dimension
 * `site`): the publisher must keep only the declared dimensions (Powertools adds `service` by
 * default), or these alarms, which name no dimension, would never see a data point.
 */
import { METRIC_NAMESPACE, METRIC_NAMES, SITE_DIMENSION, type MetricName } from '../../../functions/src/lib/metric-names';

/** Namespace of every application metric (POWERTOOLS_METRICS_NAMESPACE of the Lambdas). */
export const METRICS_NAMESPACE = METRIC_NAMESPACE;

/** Metric names, as the functions publish them (declared once, in functions/src/lib/metric-names.ts). */
export const METRIC = METRIC_NAMES;

export type { MetricName };

/** The one dimension in use: `ReportsFiled` per customer site. */
export const REPORTS_FILED_DIMENSION = SITE_DIMENSION;

/** Environment every Lambda gets so Powertools publishes where the alarms look. */
export function powertoolsEnvironment(serviceName: string): Record<string, string> {
  return { POWERTOOLS_SERVICE_NAME: serviceName, POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE };
}
