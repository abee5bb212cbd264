import { MathExpression, type Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { ALARM_PERIOD, notifyingAlarm } from './alarm-defaults';

/**
 * The API's alarms. The 5xx rate counts only 5-minute periods with at least `minRequests`
 * requests (two failures out of three requests at night are not an outage), and must breach in 2
 * of 3 periods; p95 latency must stay above its threshold for 3 periods in a row (the weekly PDF
 * takes seconds, but it is a small share of requests).
 */
export const API_ALARM_THRESHOLDS = { serverErrorRatePercent: 5, minRequests: 20, p95LatencyMs: 3000 } as const;

/** `Grindline-Api-5xxRate` and `Grindline-Api-LatencyP95` on the HTTP API. */
export function apiAlarms(scope: Construct, api: IHttpApi, topic: ITopic): { serverErrorRate: Alarm; latencyP95: Alarm } {
  const period = ALARM_PERIOD;
  const { serverErrorRatePercent, minRequests, p95LatencyMs } = API_ALARM_THRESHOLDS;
  return {
    serverErrorRate: notifyingAlarm(scope, 'Api5xxRateAlarm', topic, {
      name: 'Api-5xxRate',
      description: `At least ${serverErrorRatePercent}% of API requests answered 5xx (periods with ${minRequests}+ requests) in 2 of 3 periods of 5 minutes.`,
      metric: new MathExpression({
        expression: `IF(requests >= ${minRequests}, 100 * errors / requests, 0)`,
        usingMetrics: { errors: api.metricServerError({ period, statistic: 'Sum' }), requests: api.metricCount({ period, statistic: 'Sum' }) },
        label: '5xx (% of requests)',
        period,
      }),
      threshold: serverErrorRatePercent,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    }),
    latencyP95: notifyingAlarm(scope, 'ApiLatencyP95Alarm', topic, {
      name: 'Api-LatencyP95',
      description: `The API's p95 latency was ${p95LatencyMs} ms or more for 15 minutes.`,
      metric: api.metricLatency({ period, statistic: 'p95' }),
      threshold: p95LatencyMs,
      evaluationPeriods: 3,
    }),
  };
}
