/**
 * The alarm and dashboard helpers on small stacks of their own: each alarm's metric, threshold
 * and action (the SNS topic, when it fires and when it clears).
 */
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { routes } from '../../../functions/src/route-table';
import { workers } from '../../../functions/src/workers';
import { API_ALARM_THRESHOLDS, apiAlarms } from './api-alarms';
import { APPLICATION_ALARM_THRESHOLDS, applicationAlarms } from './application-alarms';
import { AreaMonitoring } from './area-monitoring';
import { AREAS, areaOfRoute, areaOfWorker } from './areas';
import { AlarmsStack } from './alarms-stack';
import { DEAD_LETTER_RETENTION, deadLetterAlarm, workerDeadLetterQueue } from './dead-letter';
import { FUNCTION_ALARM_THRESHOLDS, functionAlarms } from './function-alarms';
import { METRIC, METRICS_NAMESPACE } from './metric-names';

function testStack() {
  const stack = new Stack(new App(), 'Probe');
  const topic = new Topic(stack, 'Topic');
  const fn = () => new LambdaFunction(stack, `Fn${stack.node.children.length}`, { code: Code.fromInline('exports.handler=async()=>1'), handler: 'index.handler', runtime: Runtime.NODEJS_24_X });
  return { stack, topic, fn };
}

/** Both actions of an alarm: the topic of the test stack. */
const notifiesTopic = { AlarmActions: [{ Ref: Match.stringLikeRegexp('^Topic') }], OKActions: [{ Ref: Match.stringLikeRegexp('^Topic') }] };

describe('functionAlarms', () => {
  it('alarms on one error and one throttle in 5 minutes, notifying the topic', () => {
    const { stack, topic, fn } = testStack();
    functionAlarms(stack, fn(), topic, 'user-login');
    const t = Template.fromStack(stack);
    t.resourceCountIs('AWS::CloudWatch::Alarm', 2);
    for (const [kind, threshold] of [['Errors', FUNCTION_ALARM_THRESHOLDS.errors], ['Throttles', FUNCTION_ALARM_THRESHOLDS.throttles]] as const) {
      t.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `Grindline-Fn-user-login-${kind}`,
        Namespace: 'AWS/Lambda',
        MetricName: kind,
        Statistic: 'Sum',
        Period: 300,
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('^Fn') } }],
        ...notifiesTopic,
      });
    }
    expect(FUNCTION_ALARM_THRESHOLDS).toEqual({ errors: 1, throttles: 1 });
  });
});

describe('apiAlarms', () => {
  const { stack, topic } = testStack();
  apiAlarms(stack, new HttpApi(stack, 'Api'), topic);
  const t = Template.fromStack(stack);

  it('alarms when 5% or more of the requests answer 5xx in 2 of 3 periods with 20+ requests', () => {
    expect(API_ALARM_THRESHOLDS).toEqual({ serverErrorRatePercent: 5, minRequests: 20, p95LatencyMs: 3000 });
    t.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Grindline-Api-5xxRate',
      Threshold: 5,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'IF(requests >= 20, 100 * errors / requests, 0)', ReturnData: true }),
        Match.objectLike({ Id: 'errors', MetricStat: Match.objectLike({ Metric: Match.objectLike({ Namespace: 'AWS/ApiGateway', MetricName: '5xx' }), Stat: 'Sum', Period: 300 }), ReturnData: false }),
        Match.objectLike({ Id: 'requests', MetricStat: Match.objectLike({ Metric: Match.objectLike({ Namespace: 'AWS/ApiGateway', MetricName: 'Count' }), Stat: 'Sum' }), ReturnData: false }),
      ]),
      ...notifiesTopic,
    });
  });

  it('alarms when p95 latency stays at 3 s or more for 3 periods of 5 minutes', () => {
    t.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Grindline-Api-LatencyP95',
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p95',
      Threshold: 3000,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 3,
      ...notifiesTopic,
    });
  });
});

describe('applicationAlarms', () => {
  const expected = [
    { area: 'reports', name: 'Grindline-Mail-OldestUnsentAge', metric: METRIC.oldestUnsentMailAgeSeconds, statistic: 'Maximum', threshold: 1800 },
    { area: 'dataCollection', name: 'Grindline-Cat-ProcessingFailures', metric: METRIC.catRunsFailed, statistic: 'Sum', threshold: 1 },
    { area: 'reports', name: 'Grindline-Photo-ThumbnailFailures', metric: METRIC.photoThumbsFailed, statistic: 'Sum', threshold: 1 },
    { area: 'dashboards', name: 'Grindline-Pdf-Failures', metric: METRIC.pdfFailures, statistic: 'Sum', threshold: 1 },
  ] as const;

  it.each(expected)('$name alarms on the dimensionless Grindline metric of its area', ({ area, name, metric, statistic, threshold }) => {
    const { stack, topic } = testStack();
    applicationAlarms(stack, topic, area);
    const t = Template.fromStack(stack);
    t.resourceCountIs('AWS::CloudWatch::Alarm', expected.filter((e) => e.area === area).length);
    t.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: name,
      Namespace: METRICS_NAMESPACE,
      MetricName: metric,
      Statistic: statistic,
      Threshold: threshold,
      Dimensions: Match.absent(),
      ...notifiesTopic,
    });
  });

  it('publishes the agreed names in namespace Grindline', () => {
    expect(METRICS_NAMESPACE).toBe('Grindline');
    expect(Object.values(METRIC).sort()).toEqual(
      ['CatRunsFailed', 'CatRunsProcessed', 'LoginFailures', 'MailsFailed', 'MailsSent', 'OldestUnsentMailAgeSeconds', 'PdfDurationMs', 'PdfFailures', 'PhotoThumbMs', 'PhotoThumbsFailed', 'PhotoThumbsMade', 'ReportsFiled'].sort(),
    );
    expect(APPLICATION_ALARM_THRESHOLDS.oldestUnsentMailAgeSeconds).toBe(1800);
  });

  it('has none for maps or sign-in', () => {
    const { stack, topic } = testStack();
    expect(applicationAlarms(stack, topic, 'maps')).toEqual([]);
    expect(applicationAlarms(stack, topic, 'access')).toEqual([]);
  });
});

describe('workerDeadLetterQueue', () => {
  it('is encrypted, TLS-only, keeps messages 14 days and alarms on one waiting message', () => {
    const { stack, topic } = testStack();
    const queue = workerDeadLetterQueue(stack, 'MailOutbox');
    deadLetterAlarm(stack, queue, topic, 'mail-outbox');
    const t = Template.fromStack(stack);
    t.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: DEAD_LETTER_RETENTION.toSeconds() });
    expect(DEAD_LETTER_RETENTION.toDays()).toBe(14);
    t.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    t.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Grindline-Dlq-mail-outbox-Depth',
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Statistic: 'Maximum',
      Threshold: 1,
      ...notifiesTopic,
    });
  });
});

describe('AlarmsStack', () => {
  it('subscribes the alarmEmail address to a TLS-only topic', () => {
    const stack = new AlarmsStack(new App(), 'Alarms', { alarmEmail: 'ops@example.com' });
    const t = Template.fromStack(stack);
    t.resourceCountIs('AWS::SNS::Topic', 1);
    t.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: { Ref: Match.stringLikeRegexp('^AlarmTopic') } });
    t.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('warns, and subscribes nobody, without alarmEmail', () => {
    const stack = new AlarmsStack(new App(), 'Alarms');
    Template.fromStack(stack).resourceCountIs('AWS::SNS::Subscription', 0);
    Annotations.fromStack(stack).hasWarning('/Alarms', Match.stringLikeRegexp('No alarmEmail'));
  });

  it('refuses an alarmEmail that is no address, naming the value', () => {
    expect(() => new AlarmsStack(new App(), 'Alarms', { alarmEmail: 'ops' })).toThrow("alarmEmail must be an email address, got 'ops'");
  });
});

describe('AreaMonitoring', () => {
  it('makes one dashboard per area with a line per Lambda, and the area\'s application alarms once', () => {
    const { stack, topic, fn } = testStack();
    const monitoring = new AreaMonitoring(stack, topic);
    monitoring.watchFunction('reports', 'bart-report-submit', fn());
    monitoring.watchFunction('reports', 'mail-outbox', fn());
    monitoring.watchFunction('maps', 'maps-base', fn());
    const t = Template.fromStack(stack);
    const boards = Object.values(t.findResources('AWS::CloudWatch::Dashboard'));
    expect(boards.map((b) => b.Properties.DashboardName).sort()).toEqual(['Grindline-Maps', 'Grindline-Reports']);
    const reports = JSON.stringify(boards.find((b) => b.Properties.DashboardName === 'Grindline-Reports')!.Properties.DashboardBody);
    expect(reports).toContain('bart-report-submit');
    expect(reports).toContain('mail-outbox');
    expect(reports).toContain('OldestUnsentMailAgeSeconds');
    expect(reports).not.toContain('maps-base');
    // 2 per Lambda, plus the reports area's mail backlog and photo thumbnail alarms.
    expect(monitoring.alarms).toHaveLength(8);
    t.resourceCountIs('AWS::CloudWatch::Alarm', 8);
  });
});

describe('areas', () => {
  it('places every route and worker in an area, and every area has a Lambda', () => {
    const used = new Set([...routes.map(areaOfRoute), ...workers.map(areaOfWorker)]);
    expect([...used].sort()).toEqual([...AREAS].sort());
    expect(areaOfRoute(routes.find((r) => r.id === 'bart-report-submit')!)).toBe('reports');
    expect(areaOfWorker(workers.find((w) => w.id === 'cat-process')!)).toBe('dataCollection');
    expect(areaOfWorker(workers.find((w) => w.id === 'mail-outbox')!)).toBe('reports');
  });

  it('names the unknown handler folder', () => {
    expect(() => areaOfRoute({ id: 'billing', handler: 'billing/invoice' })).toThrow("handler folder 'billing'");
  });
});
