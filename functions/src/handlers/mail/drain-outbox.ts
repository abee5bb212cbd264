/**
 * The mail worker (functions/src/workers.ts 'mail-outbox'): fed by the table's stream (in AWS a
 * DynamoDB Streams event source filtered to new outbox items; locally infra/local/stream-worker.ts
 * polls DynamoDB Local's stream and invokes this same bundle). Sends the mails of each new outbox
 * item once. A mail that fails after its tries is recorded as failed, not thrown: the stream must
 * not hold back other reports' mails behind it. Each item is drained under the correlation id of
 * the request that filed it; after the batch, the age of the oldest unsent item is published
 * (OldestUnsentMailAgeSeconds, docs/observability.md).
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addMetric, MetricUnit, observedHandler, setCorrelationId } from '../../lib/observability';
import type { OutboxItem } from '../../mail/outbox-item';
import { drainOutbox, oldestUnsentMailAgeSeconds } from '../../mail/outbox';
import type { AccountMailItem } from '../../mail/account-mail';
import { drainAccountMail } from '../../mail/account-mail-drain';
import { drainSignoffMail } from '../../mail/signoff-mail-drain';
import type { SignoffMailItem } from '../../mail/signoff-mail';

/** The part of a DynamoDB Streams record the worker reads. */
export interface StreamRecord {
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE';
  dynamodb?: { NewImage?: Record<string, AttributeValue> };
}

export interface StreamEvent {
  Records: StreamRecord[];
}

/** Handles a batch of stream records; answers how many outbox items it drained. */
export const handler = observedHandler('mail-outbox', async (event: StreamEvent): Promise<{ drained: number }> => {
  let drained = 0;
  for (const record of event.Records ?? []) {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) continue;
    const item = unmarshall(image) as OutboxItem | AccountMailItem | SignoffMailItem;
    if (item.entity !== 'outbox') continue;
    setCorrelationId(item.correlationId);
    // Account mails (invitation, reset code: mail/account-mail.ts) share the outbox and its worker.
    if ('accountMail' in item) await drainAccountMail(item);
    // Agency sign-off mails (mail/signoff-mail.ts) too.
    else if ('signoffMail' in item) await drainSignoffMail(item);
    else await drainOutbox(item);
    drained += 1;
  }
  setCorrelationId(undefined);
  addMetric(METRIC_NAMES.oldestUnsentMailAgeSeconds, await oldestUnsentMailAgeSeconds(), MetricUnit.Seconds);
  return { drained };
});
