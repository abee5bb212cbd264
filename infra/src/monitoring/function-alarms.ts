import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { ALARM_PERIOD, notifyingAlarm } from './alarm-defaults';

/**
 * Thresholds of every Lambda's alarms. The handlers answer their own errors (400, 403, 404, 500
 * responses are not Lambda errors), so a Lambda error is a crash or a timeout: one is worth a
 * look. A throttle means the account's concurrency ran out: requests were refused.
 */
export const FUNCTION_ALARM_THRESHOLDS = { errors: 1, throttles: 1 } as const;

/**
 * Errors and throttles alarms of one Lambda, named `Grindline-Fn-<id>-Errors` and
 * `Grindline-Fn-<id>-Throttles` where `id` is its route or worker id.
 */
export function functionAlarms(scope: Construct, fn: IFunction, topic: ITopic, id: string): { errors: Alarm; throttles: Alarm } {
  const period = ALARM_PERIOD;
  return {
    errors: notifyingAlarm(scope, `${id}ErrorsAlarm`, topic, {
      name: `Fn-${id}-Errors`,
      description: `Lambda ${id} crashed or timed out at least ${FUNCTION_ALARM_THRESHOLDS.errors} time(s) in 5 minutes.`,
      metric: fn.metricErrors({ period, statistic: 'Sum' }),
      threshold: FUNCTION_ALARM_THRESHOLDS.errors,
    }),
    throttles: notifyingAlarm(scope, `${id}ThrottlesAlarm`, topic, {
      name: `Fn-${id}-Throttles`,
      description: `Lambda ${id} was throttled (invocations refused) at least ${FUNCTION_ALARM_THRESHOLDS.throttles} time(s) in 5 minutes.`,
      metric: fn.metricThrottles({ period, statistic: 'Sum' }),
      threshold: FUNCTION_ALARM_THRESHOLDS.throttles,
    }),
  };
}
