/**
 * Logs, metrics and traces of every function (docs/observability.md), with Powertools for AWS
 * Lambda: one Logger, one Metrics and one Tracer per bundle (module scope, so a warm instance
 * reuses them), and the middy middlewares that run them around each invocation. Route handlers
 * get them from createHandler, the workers, the authorizer and the Cognito trigger from
 * {@link observedHandler}.
 *
 * - Logs: one JSON object per line; `correlation_id` is the API request's id, carried into the
 *   work it causes (mail outbox, CAT processing). The raw event is never logged, and a replacer
 *   blanks secrets (passwords, tokens, cookies, session ids, PKCE verifiers, client secrets)
 *   wherever a key names one, and any JWT inside a string.
 * - Metrics: CloudWatch EMF on stdout, namespace Grindline, the names of metric-names.ts, without
 *   Powertools' default `service` dimension; flushed at the end of each invocation.
 * - Traces: X-Ray, only inside Lambda (Powertools turns tracing off elsewhere; the local stack and
 *   tests also set POWERTOOLS_TRACE_ENABLED=false). lib/clients/ instruments every SDK client.
 */
import { asFunction } from './sdk-recorder';
import middy from '@middy/core';
import { LogFormatter, LogItem, Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { MetricUnit as Unit } from '@aws-lambda-powertools/metrics/types';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { METRIC_NAMESPACE, SITE_DIMENSION, type MetricName } from './metric-names';

/** The function being invoked (route or worker id): the service of its logs without POWERTOOLS_SERVICE_NAME. */
let functionId: string | undefined;

/** Keys whose values are secrets wherever they appear in a log line. */
// Not `code`: errors carry theirs (ECONNREFUSED); an SSO authorization code is never logged (tests/log-safety.test.ts).
const SECRET_KEY = /pass(word)?|secret|token|cookie|authorization|session|^sid$|verifier/i;
/** A JWT or JWE (Cognito's ID, access and refresh tokens, an agency's ID token) inside any text. */
const JWT = /eyJ[\w-]{4,}(?:\.[\w-]*){2,4}/g;

/**
 * JSON replacer of every log line: values of secret-named keys become '[redacted]', JWTs inside
 * strings '[redacted jwt]'. Exported for its test.
 */
export function redactSecrets(key: string, value: unknown): unknown {
  if (key && SECRET_KEY.test(key) && value !== undefined && value !== null && value !== '') return '[redacted]';
  return typeof value === 'string' ? value.replace(JWT, '[redacted jwt]') : value;
}

/**
 * Powertools' JSON layout, with `service` defaulting to the function's id (the local gateway and
 * the tests run many functions in one process, where POWERTOOLS_SERVICE_NAME cannot name each).
 */
class GrindlineLogFormatter extends LogFormatter {
  public formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const service = process.env.POWERTOOLS_SERVICE_NAME?.trim() ? attributes.serviceName : (functionId ?? attributes.serviceName);
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service,
        cold_start: attributes.lambdaContext?.coldStart,
        function_name: attributes.lambdaContext?.functionName,
        function_request_id: attributes.lambdaContext?.awsRequestId,
        xray_trace_id: attributes.xRayTraceId,
      },
    }).addAttributes(additional);
  }
}

/** The bundle's logger. Level from POWERTOOLS_LOG_LEVEL (default INFO). */
export const logger = new Logger({ logFormatter: new GrindlineLogFormatter(), jsonReplacerFn: redactSecrets });

/**
 * Metrics' own warnings go to the logger; an invocation that records no business metric is the
 * rule here (most requests), so Powertools' 'No application metrics to publish' is only a debug line.
 */
const metricsWarnings = {
  debug: (...content: unknown[]) => logger.debug(String(content[0])),
  info: (...content: unknown[]) => logger.info(String(content[0])),
  warn: (...content: unknown[]) =>
    String(content[0]).startsWith('No application metrics') ? logger.debug(String(content[0])) : logger.warn(String(content[0])),
  error: (...content: unknown[]) => logger.error(String(content[0])),
};

/** The bundle's metrics: namespace Grindline, no default dimension (not even `service`). */
export const metrics = new Metrics({ namespace: METRIC_NAMESPACE, logger: metricsWarnings });
metrics.clearDefaultDimensions();

/** The bundle's tracer: X-Ray inside Lambda, off elsewhere or with POWERTOOLS_TRACE_ENABLED=false. */
export const tracer = new Tracer();

/**
 * The middlewares of every function, outermost first: the X-Ray segment of the handler (its
 * response is never recorded: login's holds the session cookies), the Lambda context on the
 * logger (never the event) with the invocation's keys cleared after it, and the metrics flush.
 */
export function observabilityMiddlewares(id: string): middy.MiddlewareObj[] {
  return [
    captureLambdaHandler(tracer, { captureResponse: false }),
    injectLambdaContext(logger, { resetKeys: true, logEvent: false }),
    logMetrics(metrics),
    {
      before: () => {
        functionId = id;
      },
    },
  ];
}

/**
 * A function that is not an API route (worker, authorizer, Cognito trigger) with the middlewares.
 * The Lambda context is optional: the local stack and tests call workers with the event only.
 */
export function observedHandler<E, R>(id: string, fn: (event: E) => Promise<R>): (event: E, context?: unknown) => Promise<R> {
  // The SDK calls made inside are this function's (the least-privilege proof, lib/sdk-recorder.ts).
  const wrapped = middy<E, R>()
    .use(observabilityMiddlewares(id))
    .handler((event: E) => asFunction(id, () => fn(event)));
  return (event, context) => wrapped(event, (context ?? {}) as never);
}

/** Sets the correlation id of the lines logged from now on in this invocation (none: removed). */
export function setCorrelationId(id: string | undefined): void {
  if (id) logger.setCorrelationId(id);
  else logger.removeKeys(['correlation_id']);
}

/** Adds `value` to a metric of this invocation (flushed when it ends). */
export function addMetric(name: MetricName, value = 1, unit: Unit = MetricUnit.Count): void {
  metrics.addMetric(name, unit, value);
}

/** Counts one of `name` for `site`: published at once, with `site` as its only dimension. */
export function addSiteMetric(name: MetricName, site: string): void {
  const single = metrics.singleMetric();
  single.clearDefaultDimensions();
  single.addDimension(SITE_DIMENSION, site);
  single.addMetric(name, MetricUnit.Count, 1);
}

export { MetricUnit };
