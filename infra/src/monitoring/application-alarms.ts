/**
 * Alarms on the functions' own metrics (metric-names.ts): failures that are no Lambda error,
 * because the handler catches them, records them and carries on.
 */
import { Metric, type Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { ALARM_PERIOD, notifyingAlarm, type AlarmSpec } from './alarm-defaults';
import type { Area } from './areas';
import { METRIC, METRICS_NAMESPACE, type MetricName } from './metric-names';

/** A metric of the application (namespace Grindline, no dimension). */
export function applicationMetric(metricName: MetricName, statistic: 'Sum' | 'Maximum' | 'p95'): Metric {
  return new Metric({ namespace: METRICS_NAMESPACE, metricName, statistic, period: ALARM_PERIOD });
}

interface ApplicationAlarm {
  area: Area;
  id: string;
  spec: () => AlarmSpec;
}

/**
 * Thresholds: a report mail is retried inside the worker for about two minutes, so one still
 * unsent after 30 minutes is stuck; every failed CAT file or PDF is a user's work not done.
 */
export const APPLICATION_ALARM_THRESHOLDS = { oldestUnsentMailAgeSeconds: 1800, catRunsFailed: 1, pdfFailures: 1, photoThumbsFailed: 1 } as const;

const APPLICATION_ALARMS: readonly ApplicationAlarm[] = [
  {
    area: 'reports',
    id: 'MailBacklogAlarm',
    spec: () => ({
      name: 'Mail-OldestUnsentAge',
      description: `The oldest report mail still unsent is ${APPLICATION_ALARM_THRESHOLDS.oldestUnsentMailAgeSeconds / 60} minutes old or more.`,
      metric: applicationMetric(METRIC.oldestUnsentMailAgeSeconds, 'Maximum'),
      threshold: APPLICATION_ALARM_THRESHOLDS.oldestUnsentMailAgeSeconds,
    }),
  },
  {
    area: 'reports',
    id: 'PhotoThumbFailuresAlarm',
    spec: () => ({
      name: 'Photo-ThumbnailFailures',
      description: 'At least one uploaded photo (JPEG or PNG) could not be made into a thumbnail in 5 minutes: readers see its file name instead.',
      metric: applicationMetric(METRIC.photoThumbsFailed, 'Sum'),
      threshold: APPLICATION_ALARM_THRESHOLDS.photoThumbsFailed,
    }),
  },
  {
    area: 'dataCollection',
    id: 'CatFailuresAlarm',
    spec: () => ({
      name: 'Cat-ProcessingFailures',
      description: 'At least one uploaded CAT file could not be processed in 5 minutes.',
      metric: applicationMetric(METRIC.catRunsFailed, 'Sum'),
      threshold: APPLICATION_ALARM_THRESHOLDS.catRunsFailed,
    }),
  },
  {
    area: 'dashboards',
    id: 'PdfFailuresAlarm',
    spec: () => ({
      name: 'Pdf-Failures',
      description: 'At least one PDF (the weekly NYCT report or a Report Generator monthly report) could not be printed in 5 minutes.',
      metric: applicationMetric(METRIC.pdfFailures, 'Sum'),
      threshold: APPLICATION_ALARM_THRESHOLDS.pdfFailures,
    }),
  },
];

/** The application-metric alarms of `area` (mail backlog, photo thumbnails, CAT failures, PDF failures). */
export function applicationAlarms(scope: Construct, topic: ITopic, area: Area): Alarm[] {
  return APPLICATION_ALARMS.filter((a) => a.area === area).map((a) => notifyingAlarm(scope, a.id, topic, a.spec()));
}
