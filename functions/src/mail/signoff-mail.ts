/**
 * Agency sign-off mails (issue 29, decisions §53): a dispute (to the office's INTERNAL list), a
 * change of an approved shift (to the agency's list: the approver must approve again) and the
 * reviewers' daily list of shifts waiting (to the agency's list). They go through the outbox like
 * the account mails: an `outbox` item written by the route (in its transaction) or by the daily
 * function, drained by the mail worker, claimed once, retried with backoff, its state kept on it.
 * The content is decided when the item is written; the addresses when it is sent.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NO_EMAIL_LIST } from '@grindline/domain';
import type { PrimaryKey } from '../data/table';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { METRIC_NAMES } from '../lib/metric-names';
import { addMetric, logger } from '../lib/observability';
import { currentRequest } from '../lib/request-context';
import { escapeHtml, type MailContent } from './mail-content';
import { getMailList } from './mail-lists';
import { retryPolicy } from './retry-policy';
import { sendMail } from './mail-send';

export type SignoffMailKind = 'dispute' | 'reapproval' | 'digest';

/** A sign-off mail waiting in (or drained from) the outbox. */
export interface SignoffMailItem extends PrimaryKey, MailContent {
  entity: 'outbox';
  signoffMail: SignoffMailKind;
  site: string;
  /** The mail list it goes to (INTERNAL, or the agency's list: its site's client key). */
  list: string;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  to?: string[];
  reason?: string;
  messageId?: string;
  lastError?: string;
  createdAt: string;
  updatedAt: string;
  correlationId?: string;
}

/** Partition of a site's sign-off mails (under OUTBOX#, like every outbox item). */
export const signoffMailKey = (site: string, id: string): PrimaryKey => ({ pk: `OUTBOX#SIGNOFF#${site}`, sk: `MAIL#${id}` });

/** The outbox item of a sign-off mail: `lines` are the text, one paragraph each (escaped in the HTML). */
export function signoffMailItem(kind: SignoffMailKind, site: string, list: string, subject: string, lines: readonly string[], now = new Date()): SignoffMailItem {
  const { correlationId } = currentRequest();
  return {
    ...signoffMailKey(site, `${now.toISOString()}#${randomUUID()}`),
    entity: 'outbox',
    signoffMail: kind,
    site,
    list,
    subject,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    status: 'queued',
    attempts: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    ...(correlationId ? { correlationId } : {}),
  };
}

async function update(item: PrimaryKey, set: Record<string, unknown>, condition?: string): Promise<void> {
  const names = Object.keys(set);
  await ddb.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: `SET ${names.map((n, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
      ExpressionAttributeValues: { ...Object.fromEntries(names.map((n, i) => [`:v${i}`, set[n]])), ...(condition ? { ':queued': 'queued' } : {}) },
      ...(condition ? { ConditionExpression: condition } : {}),
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one sign-off mail once: claims it, reads its list, tries with backoff, records the outcome. */
export async function drainSignoffMail(item: SignoffMailItem): Promise<SignoffMailItem['status']> {
  try {
    await update(item, { status: 'sending', updatedAt: new Date().toISOString() }, '#n0 = :queued');
  } catch (error) {
    if ((error as Error)?.name === 'ConditionalCheckFailedException') return 'sending';
    throw error;
  }
  const to = await getMailList(item.list);
  if (!to) {
    await update(item, { status: 'skipped', reason: NO_EMAIL_LIST, updatedAt: new Date().toISOString() });
    return 'skipped';
  }
  const { attempts, baseMs } = retryPolicy();
  let lastError = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const messageId = await sendMail({ subject: item.subject, text: item.text, html: item.html, to, mailId: `${item.pk}/${item.sk}` });
      await update(item, { status: 'sent', to, attempts: attempt, messageId, updatedAt: new Date().toISOString() });
      addMetric(METRIC_NAMES.mailsSent);
      return 'sent';
    } catch (error) {
      lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      logger.warn('Sign-off mail not sent', { signoffMail: item.signoffMail, attempt, error: lastError });
      if (attempt < attempts) await sleep(baseMs * 2 ** (attempt - 1));
    }
  }
  await update(item, { status: 'failed', to, attempts, lastError, updatedAt: new Date().toISOString() });
  addMetric(METRIC_NAMES.mailsFailed);
  return 'failed';
}
