/**
 * The mail outbox (docs/decisions.md 'Report mails'): filing a report writes an outbox item in
 * the same transaction; the mail worker (handlers/mail/drain-outbox.ts, fed by the table's
 * stream) drains it here. Each mail is sent at most once: an idempotency record per mail is
 * claimed before sending and marked sent after; a failed send is retried with backoff and stays
 * 'failed' (visible on GET /api/reports/{shiftId}/mails) after the last try. Sending never
 * touches the report.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NO_EMAIL_LIST, type MailKind, type MailStatus, type ReportMails, type ShiftReport } from '@grindline/domain';
import { outboxKeys } from '../data/mail-entities';
import { type PrimaryKey } from '../data/table';
import { ddb } from '../lib/clients';
import { config } from '../lib/config';
import { HttpError } from '../lib/errors';
import { mapImage } from '../maps/map-image';
import { reportMapRequest } from '../maps/report-map';
import { getReport } from '../services/report-store';
import { mailContent, type MailContext } from './mail-content';
import type { OutboxItem } from './outbox-item';
import { getMailList } from './mail-lists';
import { sendMail } from './mail-send';
import { retryPolicy } from './retry-policy';

export { retryPolicy } from './retry-policy';

/** Which mails a report sends and to which lists (spec 000 sections 1 and 7.5). */
export function plannedMails(report: Pick<ShiftReport, 'site' | 'variant'>): Array<{ kind: MailKind; lists: string[] }> {
  const internal = { kind: 'internal' as const, lists: ['INTERNAL'] };
  if (report.variant === 'skytrain') return [internal, { kind: 'skytrain', lists: ['SKYTRAIN', 'SKYTRAIN_ADMIN'] }];
  if (report.variant === 'nyct') return [internal, { kind: 'nyct', lists: ['NYCT_ADMIN'] }];
  return [internal, { kind: 'external', lists: [report.site] }];
}

/** How long a claim on a mail holds before another worker may take it over (a crashed sender). */
const CLAIM_MS = 5 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface MailRecord extends PrimaryKey {
  entity: 'mailSent';
  status: 'sending' | 'sent' | 'failed';
  claimedUntil: number;
  attempts: number;
  messageId?: string;
  lastError?: string;
}

/** Claims a mail for sending; otherwise answers its record (sent already, or held by another worker). */
async function claim(key: PrimaryKey, now: number): Promise<'claimed' | MailRecord> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...key, entity: 'mailSent', status: 'sending', claimedUntil: now + CLAIM_MS, attempts: 0 },
        ConditionExpression: 'attribute_not_exists(pk) OR (#s = :failed) OR (#s = :sending AND claimedUntil < :now)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':failed': 'failed', ':sending': 'sending', ':now': now },
      }),
    );
    return 'claimed';
  } catch (error) {
    if ((error as Error)?.name !== 'ConditionalCheckFailedException') throw error;
    const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }));
    return Item as MailRecord;
  }
}

async function record(key: PrimaryKey, values: Partial<MailRecord>): Promise<void> {
  const names = Object.keys(values);
  await ddb.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: key,
      UpdateExpression: `SET ${names.map((n, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, values[n as keyof MailRecord]])),
    }),
  );
}

/** Sends one mail once: claims it, tries with backoff, records sent or failed. */
async function sendOnce(item: OutboxItem, kind: MailKind, to: string[], ctx: MailContext, mapPng: Buffer | undefined): Promise<MailStatus> {
  const key = outboxKeys.mail(item.shiftId, item.mailId ?? item.submissionId, kind);
  const content = mailContent(ctx);
  const base = { kind, to, subject: content.subject };
  const claimed = await claim(key, Date.now());
  if (claimed !== 'claimed') {
    if (claimed.status === 'sent') return { ...base, status: 'sent', attempts: claimed.attempts, messageId: claimed.messageId };
    return { ...base, status: 'queued', attempts: claimed.attempts, reason: 'Being sent by another worker' };
  }
  const { attempts, baseMs } = retryPolicy();
  let lastError = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const messageId = await sendMail({ ...content, to, mapPng, mailId: `${item.mailId ?? item.submissionId}/${kind}` });
      await record(key, { status: 'sent', attempts: attempt, messageId });
      return { ...base, status: 'sent', attempts: attempt, messageId };
    } catch (error) {
      lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.error(JSON.stringify({ level: 'warn', worker: 'mail-outbox', shiftId: item.shiftId, kind, attempt, error: lastError }));
      if (attempt < attempts) await sleep(baseMs * 2 ** (attempt - 1));
    }
  }
  await record(key, { status: 'failed', attempts, lastError });
  return { ...base, status: 'failed', attempts, lastError };
}

/** The map of a report for its mails: the PNG, or the reason there is none (never blocks a mail). */
async function reportMap(report: ShiftReport): Promise<{ png?: Buffer; ctx: MailContext['map'] }> {
  if (report.ranges.length === 0) return { ctx: { attached: false, message: 'No grind ranges: no map.' } };
  try {
    const image = await mapImage(reportMapRequest(report));
    return { png: image.png, ctx: { attached: true } };
  } catch (error) {
    if (error instanceof HttpError) return { ctx: { attached: false, message: error.message } };
    console.error(JSON.stringify({ level: 'warn', worker: 'mail-outbox', shiftId: report.shiftId, map: (error as Error)?.message }));
    return { ctx: { attached: false, message: 'The map could not be drawn.' } };
  }
}

/** Writes what the mails became onto the outbox item. */
async function saveOutcome(item: OutboxItem, mails: MailStatus[]): Promise<ReportMails> {
  const status: ReportMails['status'] = mails.some((m) => m.status === 'failed') ? 'failed' : mails.some((m) => m.status === 'queued') ? 'queued' : 'done';
  const updatedAt = new Date().toISOString();
  await ddb.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: outboxKeys.outbox(item.shiftId, item.mailId ?? item.submissionId),
      UpdateExpression: 'SET #s = :s, mails = :m, updatedAt = :u',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': status, ':m': mails, ':u': updatedAt },
    }),
  );
  return { shiftId: item.shiftId, status, mails, updatedAt };
}

/** Sends every mail of an outbox item (each at most once) and records the outcome on it. */
export async function drainOutbox(item: OutboxItem): Promise<ReportMails> {
  const report = await getReport(item.shiftId);
  if (!report || report.submissionId !== item.submissionId) {
    const mails = plannedMails(item).map(({ kind }): MailStatus => ({ kind, status: 'skipped', to: [], attempts: 0, reason: 'The report was deleted before its mails were sent' }));
    return saveOutcome(item, mails);
  }
  const map = await reportMap(report);
  const mails: MailStatus[] = [];
  for (const { kind, lists } of plannedMails(report)) {
    const found = await Promise.all(lists.map(getMailList));
    const to = [...new Set(found.flatMap((l) => l ?? []))];
    if (to.length === 0) {
      mails.push({ kind, status: 'skipped', to: [], attempts: 0, reason: NO_EMAIL_LIST });
      continue;
    }
    mails.push(await sendOnce(item, kind, to, { kind, report, map: map.ctx, edit: item.edit }, map.png));
  }
  return saveOutcome(item, mails);
}
