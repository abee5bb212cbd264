import { captureOutput, type Capture } from '../../tests/support/telemetry';
import { METRIC_NAMES, METRIC_NAMESPACE } from './metric-names';
import { addMetric, addSiteMetric, logger, metrics, observedHandler } from './observability';

let out: Capture;
beforeEach(() => {
  out = captureOutput();
});
afterEach(() => out.stop());

describe('metric names', () => {
  it('are exactly the ones the CloudWatch alarms are written on, in namespace Grindline', () => {
    expect(METRIC_NAMESPACE).toBe('Grindline');
    expect(Object.values(METRIC_NAMES).sort()).toEqual([
      'CatRunsFailed', 'CatRunsProcessed', 'LoginFailures', 'MailsFailed', 'MailsSent', 'OldestUnsentMailAgeSeconds', 'PdfDurationMs', 'PdfFailures',
      'PhotoThumbMs', 'PhotoThumbsFailed', 'PhotoThumbsMade', 'ReportsFiled',
    ]);
  });
});

describe('log lines', () => {
  it('blank secrets wherever a key names one, and JWTs inside any text, and keep the rest', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJiYXJ0YWRtaW4ifQ.c2lnbmF0dXJl';
    const jwe = 'eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIn0.a2V5.aXY.Y2lwaGVy.dGFn';
    logger.info('Signing in', {
      shiftId: '20810110000001',
      password: 'Grindline-demo-1',
      nested: { idToken: jwt, refresh_token: jwe, cookie: 'gl_sid=abc', sessionId: 'abc', sid: 'abc', code_verifier: 'v', clientSecret: 's' },
      error: { name: 'Error', code: 'ECONNREFUSED' },
      note: `Bearer ${jwt} then ${jwe}`,
    });
    const [line] = out.logs();
    expect(line).toMatchObject({
      level: 'INFO',
      message: 'Signing in',
      shiftId: '20810110000001',
      password: '[redacted]',
      nested: { idToken: '[redacted]', refresh_token: '[redacted]', cookie: '[redacted]', sessionId: '[redacted]', sid: '[redacted]', code_verifier: '[redacted]', clientSecret: '[redacted]' },
      error: { name: 'Error', code: 'ECONNREFUSED' },
      note: 'Bearer [redacted jwt] then [redacted jwt]',
    });
    for (const secret of ['Grindline-demo-1', jwt, jwe, 'gl_sid=abc', 'c2lnbmF0dXJl', 'Y2lwaGVy']) expect(out.lines.join('\n')).not.toContain(secret);
  });

  it('name the function as the service, carry the correlation id set for the invocation, and never the event', async () => {
    // tests/support/telemetry.ts sets POWERTOOLS_LOGGER_LOG_EVENT=true: the middlewares refuse it.
    const handler = observedHandler('mail-outbox', async (event: { password: string }) => {
      logger.setCorrelationId('req-1');
      logger.info('Working');
      return event.password.length;
    });
    await handler({ password: 'Grindline-demo-1' });
    expect(out.lines.join('\n')).not.toContain('Grindline-demo-1');
    const info = () => out.logs().filter((l) => l.level !== 'DEBUG');
    expect(info()).toEqual([expect.objectContaining({ level: 'INFO', message: 'Working', service: 'mail-outbox', correlation_id: 'req-1' })]);

    // The next invocation starts without the last one's keys.
    await observedHandler('mail-outbox', async () => logger.info('Again'))({});
    expect(info()[1]).toMatchObject({ message: 'Again' });
    expect(info()[1]).not.toHaveProperty('correlation_id');
  });
});

describe('metrics', () => {
  it('publish a site metric at once, in EMF, with `site` as its only dimension', () => {
    addSiteMetric(METRIC_NAMES.reportsFiled, 'BART');
    const [doc] = out.emf();
    expect(doc._aws.CloudWatchMetrics).toEqual([{ Namespace: 'Grindline', Dimensions: [['site']], Metrics: [{ Name: 'ReportsFiled', Unit: 'Count' }] }]);
    expect(doc).toMatchObject({ site: 'BART', ReportsFiled: 1 });
    expect(doc).not.toHaveProperty('service');
  });

  it("flush an invocation's metrics when it ends, without any dimension, and nothing (not even a warning) when it has none", async () => {
    const handler = observedHandler('cat-process', async (event: { failed: boolean }) => {
      if (event.failed) addMetric(METRIC_NAMES.catRunsFailed);
      return out.emf().length;
    });
    expect(await handler({ failed: true })).toBe(0);
    const [doc] = out.emf();
    expect(doc._aws.CloudWatchMetrics).toEqual([{ Namespace: 'Grindline', Dimensions: [], Metrics: [{ Name: 'CatRunsFailed', Unit: 'Count' }] }]);
    expect(doc).not.toHaveProperty('service');
    expect(doc.CatRunsFailed).toBe(1);

    expect(await handler({ failed: false })).toBe(1);
    expect(out.emf()).toHaveLength(1);
    expect(out.logs().filter((l) => l.level !== 'DEBUG')).toEqual([]);
    expect(metrics.hasStoredMetrics()).toBe(false);
  });
});
