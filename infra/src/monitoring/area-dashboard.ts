import { Dashboard, GraphWidget, MathExpression, TextWidget, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { ALARM_PERIOD, ALARM_PREFIX } from './alarm-defaults';
import { applicationMetric } from './application-alarms';
import { AREA_TITLES, type Area } from './areas';
import { METRIC, METRICS_NAMESPACE, REPORTS_FILED_DIMENSION } from './metric-names';

/** The dashboard of one area and the graphs its Lambdas are added to. */
export interface AreaDashboard {
  dashboard: Dashboard;
  /** Adds a Lambda (one line per graph: invocations, errors, throttles, p95 duration). */
  addFunction(id: string, fn: IFunction): void;
  /** Adds a graph of its own (the API, a dead-letter queue). */
  addGraph(title: string, metrics: IMetric[]): void;
}

/** Graphs of the area's own application metrics (metric-names.ts). */
function applicationGraphs(area: Area): GraphWidget[] {
  const graph = (title: string, left: IMetric[]) => new GraphWidget({ title, left, width: 12 });
  switch (area) {
    case 'reports':
      return [
        graph('Reports filed by site', [
          new MathExpression({
            expression: `SEARCH('{${METRICS_NAMESPACE},${REPORTS_FILED_DIMENSION}} MetricName="${METRIC.reportsFiled}"', 'Sum', ${ALARM_PERIOD.toSeconds()})`,
            label: 'reports',
            period: ALARM_PERIOD,
          }),
        ]),
        graph('Report mails', [applicationMetric(METRIC.mailsSent, 'Sum'), applicationMetric(METRIC.mailsFailed, 'Sum')]),
        graph('Oldest unsent mail (s)', [applicationMetric(METRIC.oldestUnsentMailAgeSeconds, 'Maximum')]),
        graph('Photo thumbnails', [applicationMetric(METRIC.photoThumbsMade, 'Sum'), applicationMetric(METRIC.photoThumbsFailed, 'Sum'), applicationMetric(METRIC.photoThumbMs, 'p95')]),
      ];
    case 'dashboards':
      return [graph('PDFs (weekly and monthly)', [applicationMetric(METRIC.pdfDurationMs, 'p95'), applicationMetric(METRIC.pdfFailures, 'Sum')])];
    case 'dataCollection':
      return [graph('CAT files', [applicationMetric(METRIC.catRunsProcessed, 'Sum'), applicationMetric(METRIC.catRunsFailed, 'Sum')])];
    case 'access':
      return [graph('Failed sign-ins', [applicationMetric(METRIC.loginFailures, 'Sum')])];
    case 'maps':
    case 'signoff':
      return [];
  }
}

/**
 * The CloudWatch dashboard `Grindline-<Area>`: a line on where the runbook is, the area's own
 * metrics, then one graph per Lambda measure with a line per Lambda of the area.
 */
export function areaDashboard(scope: Construct, area: Area): AreaDashboard {
  const title = AREA_TITLES[area];
  const dashboard = new Dashboard(scope, `${title.replace(/[^A-Za-z]/g, '')}Dashboard`, {
    dashboardName: `${ALARM_PREFIX}${title.replace(/[^A-Za-z]+/g, '-')}`,
  });
  dashboard.addWidgets(
    new TextWidget({
      markdown: `# ${title}\nAlarms of this area are named \`${ALARM_PREFIX}...\`; what to do when one fires: docs/operations.md.`,
      width: 24,
      height: 2,
    }),
  );
  const own = applicationGraphs(area);
  if (own.length > 0) dashboard.addWidgets(...own);
  const measures = {
    invocations: new GraphWidget({ title: 'Invocations', width: 12 }),
    errors: new GraphWidget({ title: 'Errors', width: 12 }),
    throttles: new GraphWidget({ title: 'Throttles', width: 12 }),
    duration: new GraphWidget({ title: 'Duration p95 (ms)', width: 12 }),
  };
  dashboard.addWidgets(measures.invocations, measures.errors);
  dashboard.addWidgets(measures.throttles, measures.duration);
  return {
    dashboard,
    addFunction(id, fn) {
      const period = ALARM_PERIOD;
      measures.invocations.addLeftMetric(fn.metricInvocations({ period, label: id }));
      measures.errors.addLeftMetric(fn.metricErrors({ period, label: id }));
      measures.throttles.addLeftMetric(fn.metricThrottles({ period, label: id }));
      measures.duration.addLeftMetric(fn.metricDuration({ period, statistic: 'p95', label: id }));
    },
    addGraph(graphTitle, metrics) {
      dashboard.addWidgets(new GraphWidget({ title: graphTitle, left: metrics, width: 12 }));
    },
  };
}
