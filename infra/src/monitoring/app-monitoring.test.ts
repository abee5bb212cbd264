/**
 * Monitoring over the whole app, whichever stack holds each Lambda (the API stack today, one
 * stack per area after the split): every Lambda traced and alarmed, every alarm notifying the
 * one topic, the workers' failed events kept in dead-letter queues, one dashboard per area.
 */
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { routes } from '../../../functions/src/route-table';
import { workers } from '../../../functions/src/workers';
import { synthGrindline, TEST_AGENCY_SSO } from '../testing/temp-repo';
import { AREA_TITLES } from './areas';

// Agency sign-in on: its Cognito trigger is a Lambda too.
const { stacks, repo } = synthGrindline([], { alarmEmail: 'ops@example.com', agencySso: TEST_AGENCY_SSO });
afterAll(() => repo.remove());

// Every stack, nested ones (the API stack's monitoring) included.
const everyStack = stacks.api.node.root.node.findAll().filter((c): c is Stack => Stack.isStack(c));
const templates = everyStack.map((s) => ({ name: s.node.path, t: Template.fromStack(s) }));
/** Resources of `type` in every stack: logical id, stack path and the CloudFormation resource. */
type Resource = { stack: string; id: string; Properties: any };
const all = (type: string): Resource[] =>
  templates.flatMap(({ name, t }) => Object.entries(t.findResources(type)).map(([id, r]) => ({ stack: name, id, Properties: r.Properties })));
const appFunctions = () => all('AWS::Lambda::Function').filter((f) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME);
const alarmNames = () => all('AWS::CloudWatch::Alarm').map((a) => a.Properties.AlarmName as string);

describe('monitoring of the app', () => {
  const lambdaIds = [...routes.map((r) => r.id), ...workers.map((w) => w.id), 'authorizer', 'sso-pre-token'];

  it('traces every Lambda with X-Ray and names its service and the metrics namespace', () => {
    const fns = appFunctions();
    expect(fns.map((f) => f.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual([...lambdaIds].sort());
    for (const fn of fns) {
      expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE).toBe('Grindline');
    }
  });

  it('alarms on the errors and the throttles of every Lambda', () => {
    const names = new Set(alarmNames());
    for (const id of lambdaIds) {
      expect(names).toContain(`Grindline-Fn-${id}-Errors`);
      expect(names).toContain(`Grindline-Fn-${id}-Throttles`);
    }
  });

  it('has the API, dead-letter and application alarms', () => {
    expect(alarmNames()).toEqual(
      expect.arrayContaining([
        'Grindline-Api-5xxRate',
        'Grindline-Api-LatencyP95',
        'Grindline-Dlq-mail-outbox-Depth',
        'Grindline-Dlq-cat-process-Depth',
        'Grindline-Mail-OldestUnsentAge',
        'Grindline-Cat-ProcessingFailures',
        'Grindline-Pdf-Failures',
        'Grindline-Dlq-photo-thumbs-Depth',
        'Grindline-Photo-ThumbnailFailures',
      ]),
    );
    expect(new Set(alarmNames()).size).toBe(alarmNames().length);
  });

  it('sends every alarm, firing and clearing, to the one topic, which mails alarmEmail', () => {
    const topics = all('AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    for (const alarm of all('AWS::CloudWatch::Alarm')) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
      expect(alarm.Properties.OKActions).toEqual(alarm.Properties.AlarmActions);
      // The topic itself, or in an API area its ARN read from GrindlineAlarms' SSM parameter.
      expect(JSON.stringify(alarm.Properties.AlarmActions)).toMatch(/AlarmTopic|grindlinealarmstopicarn/);
    }
    Template.fromStack(stacks.alarms).hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });

  it('keeps the failed batches of the mail worker and the failed CAT events in encrypted dead-letter queues', () => {
    // The mail worker is deployed with the reports, the CAT processing with data collection.
    const reports = Template.fromStack(stacks.apiAreas.get('reports')!);
    const cat = Template.fromStack(stacks.apiAreas.get('dataCollection')!);
    const queues = all('AWS::SQS::Queue');
    expect(queues).toHaveLength(workers.length);
    for (const q of queues) expect(q.Properties.SqsManagedSseEnabled).toBe(true);
    const mapping = Object.values(reports.findResources('AWS::Lambda::EventSourceMapping'))[0].Properties;
    expect(JSON.stringify(mapping.DestinationConfig.OnFailure.Destination)).toContain('MailOutboxDeadLetters');
    const rule = Object.values(cat.findResources('AWS::Events::Rule'))[0].Properties;
    expect(rule.Targets[0].RetryPolicy).toEqual({ MaximumRetryAttempts: 3 });
    expect(JSON.stringify(rule.Targets[0].DeadLetterConfig)).toContain('CatProcessDeadLetters');
    // A CAT file the function itself fails on (after Lambda's two retries) lands in the same queue.
    const invokeConfig = Object.values(cat.findResources('AWS::Lambda::EventInvokeConfig'))[0].Properties;
    expect(invokeConfig.MaximumRetryAttempts).toBe(2);
    expect(JSON.stringify(invokeConfig.DestinationConfig.OnFailure.Destination)).toContain('CatProcessDeadLetters');
  });

  it('triggers the photo thumbnails by the objects created under photos/, on x86_64 for sharp, failures kept (issue 28)', () => {
    const reports = Template.fromStack(stacks.apiAreas.get('reports')!);
    const rules = Object.values(reports.findResources('AWS::Events::Rule')).map((r) => r.Properties);
    expect(rules).toHaveLength(1);
    expect(rules[0].EventPattern).toMatchObject({ source: ['aws.s3'], 'detail-type': ['Object Created'], detail: { object: { key: [{ prefix: 'photos/' }] } } });
    expect(JSON.stringify(rules[0].Targets[0].Arn)).toContain('PhotoThumbs');
    expect(JSON.stringify(rules[0].Targets[0].DeadLetterConfig)).toContain('PhotoThumbsDeadLetters');
    const fn = appFunctions().find((f) => f.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME === 'photo-thumbs')!;
    expect(fn.Properties).toMatchObject({ Architectures: ['x86_64'], MemorySize: 1024, Timeout: 30 });
  });

  it('draws one dashboard per area', () => {
    const names = all('AWS::CloudWatch::Dashboard').map((d) => d.Properties.DashboardName).sort();
    expect(names).toEqual(['Grindline-Agency-sign-off', 'Grindline-Dashboards', 'Grindline-Data-collection', 'Grindline-Maps', 'Grindline-Reports', 'Grindline-Sign-in-and-administration']);
    expect(Object.keys(AREA_TITLES)).toHaveLength(names.length);
  });
});
