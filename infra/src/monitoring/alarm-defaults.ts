/**
 * What every alarm shares: a 5-minute period, missing data treated as fine (no traffic is not a
 * fault), notifications to the alarm topic both when it fires and when it clears, and a name
 * `Grindline-...` that docs/operations.md lists with what to do (runbook.test.ts checks both).
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

/** Period of every alarm's metric. */
export const ALARM_PERIOD = Duration.minutes(5);

/** Prefix of every alarm name (alarm names are unique per account and region). */
export const ALARM_PREFIX = 'Grindline-';

export interface AlarmSpec {
  /** Name without the prefix, e.g. `Api-5xxRate`. */
  name: string;
  description: string;
  metric: IMetric;
  /** The alarm fires at this value or above. */
  threshold: number;
  /** Periods looked at, and how many of them must breach (default 1 of 1). */
  evaluationPeriods?: number;
  datapointsToAlarm?: number;
}

/** One alarm at or above `threshold`, notifying `topic` when it fires and when it clears. */
export function notifyingAlarm(scope: Construct, id: string, topic: ITopic, spec: AlarmSpec): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmName: `${ALARM_PREFIX}${spec.name}`,
    alarmDescription: `${spec.description} Runbook: docs/operations.md, '${ALARM_PREFIX}${spec.name}'.`,
    metric: spec.metric,
    threshold: spec.threshold,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: spec.evaluationPeriods ?? 1,
    datapointsToAlarm: spec.datapointsToAlarm ?? spec.evaluationPeriods ?? 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  const action = new SnsAction(topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}
