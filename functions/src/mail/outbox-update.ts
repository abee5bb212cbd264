/**
 * What the mail worker does to an outbox item as it sends it: the one write (set some attributes,
 * optionally drop the secret an account mail carried, optionally only while a condition holds),
 * the claim (`status = queued`, so two workers never send the same mail) and the send with
 * backoff that records its outcome on the item.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PrimaryKey } from '../data/table';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { METRIC_NAMES } from '../lib/metric-names';
import { addMetric, logger } from '../lib/observability';
import { retryPolicy } from './retry-policy';

/** A condition on the item; its expression names the set attributes as `#n0`, `#n1`, ... */
export interface OutboxCondition {
  expression: string;
  values: Record<string, unknown>;
}

/** Sets `set` on the outbox item `key` (and removes its secret with `removeSecret`). */
export async function updateOutboxItem(key: PrimaryKey, set: Record<string, unknown>, options: { removeSecret?: boolean; condition?: OutboxCondition } = {}): Promise<void> {
  const names = Object.keys(set);
  await ddb.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: { pk: key.pk, sk: key.sk },
      UpdateExpression: `SET ${names.map((n, i) => `#n${i} = :v${i}`).join(', ')}${options.removeSecret ? ' REMOVE secret' : ''}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
      ExpressionAttributeValues: { ...Object.fromEntries(names.map((n, i) => [`:v${i}`, set[n]])), ...(options.condition?.values ?? {}) },
      ...(options.condition ? { ConditionExpression: options.condition.expression } : {}),
    }),
  );
}

/** The claim: only an item still queued is taken (`#n0` must be `status`, the first set name). */
const CLAIM_QUEUED: OutboxCondition = { expression: '#n0 = :queued', values: { ':queued': 'queued' } };

/** Waits `ms` between a mail's attempts. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Claims a queued item (queued -> sending); false when another worker has claimed it already. */
export async function claimOutboxItem(key: PrimaryKey): Promise<boolean> {
  try {
    await updateOutboxItem(key, { status: 'sending', updatedAt: new Date().toISOString() }, { condition: CLAIM_QUEUED });
    return true;
  } catch (error) {
    if ((error as Error)?.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** How one claimed mail is sent and what its outcome records besides status and attempts. */
export interface OutboxSend {
  /** Sends the mail once; answers SES's message id. */
  send: () => Promise<string>;
  /** Set with the outcome, sent or failed (the addresses it went to). */
  record?: Record<string, unknown>;
  /** Drops the item's secret with the outcome (an account mail's password or code). */
  removeSecret?: boolean;
  /** The warning logged on a failed attempt, and the fields that name the mail in it. */
  warning: string;
  logFields: Record<string, unknown>;
}

/** Tries a claimed mail with backoff (retryPolicy), records sent or failed on the item, counts it. */
export async function sendWithBackoff(key: PrimaryKey, mail: OutboxSend): Promise<'sent' | 'failed'> {
  const { attempts, baseMs } = retryPolicy();
  const removeSecret = mail.removeSecret ?? false;
  let lastError = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const messageId = await mail.send();
      await updateOutboxItem(key, { status: 'sent', ...mail.record, attempts: attempt, messageId, updatedAt: new Date().toISOString() }, { removeSecret });
      addMetric(METRIC_NAMES.mailsSent);
      return 'sent';
    } catch (error) {
      lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      logger.warn(mail.warning, { ...mail.logFields, attempt, error: lastError });
      if (attempt < attempts) await sleep(baseMs * 2 ** (attempt - 1));
    }
  }
  await updateOutboxItem(key, { status: 'failed', ...mail.record, attempts, lastError, updatedAt: new Date().toISOString() }, { removeSecret });
  addMetric(METRIC_NAMES.mailsFailed);
  return 'failed';
}
