/**
 * Dead-letter queues of the workers: an event that still fails after the retries lands here
 * (the table stream's failed batch as a pointer to its records, the EventBridge event of a CAT
 * upload whole) instead of being dropped, and its depth alarms (docs/operations.md says how to
 * look and replay).
 */
import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { ALARM_PERIOD, notifyingAlarm } from './alarm-defaults';
import { acknowledgeDeadLetterQueue } from '../nag/acknowledgements';

/** Messages are kept the 14 days SQS allows at most, time to find and fix the cause. */
export const DEAD_LETTER_RETENTION = Duration.days(14);

/** One message waiting is a failure nobody has handled yet. */
export const DEAD_LETTER_ALARM_THRESHOLD = 1;

/** The encrypted, TLS-only dead-letter queue of worker `id` (construct `<id>DeadLetters`). */
export function workerDeadLetterQueue(scope: Construct, id: string): Queue {
  const queue = new Queue(scope, `${id}DeadLetters`, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: DEAD_LETTER_RETENTION,
  });
  acknowledgeDeadLetterQueue(queue);
  return queue;
}

/** `Grindline-Dlq-<id>-Depth`: a message is waiting in the worker's dead-letter queue. */
export function deadLetterAlarm(scope: Construct, queue: Queue, topic: ITopic, id: string): Alarm {
  return notifyingAlarm(scope, `${id}DeadLettersAlarm`, topic, {
    name: `Dlq-${id}-Depth`,
    description: `An event of worker ${id} failed after its retries and waits in its dead-letter queue.`,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' }),
    threshold: DEAD_LETTER_ALARM_THRESHOLD,
  });
}
