/**
 * The mail outbox (docs/decisions.md 'Report mails'): filing a report writes an outbox item in
 * the same transaction; the mail worker (handlers/mail/drain-outbox.ts, fed by the table's
 * stream) drains it here. Each mail is sent at most once: an idempotency record per mail is
 * claimed before sending and marked sent after; a failed send is retried with backoff and stays
 * 'failed' (visible on GET /api/reports/{shiftId}/mails) after the last try. Sending never
 * touches the report. Counted as MailsSent / MailsFailed; the item's unsent marker goes once every
 * mail of it is sent or skipped (docs/observability.md).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NO_EMAIL_LIST, type MailKind, type MailStatus, type ReportMails, type ShiftReport } from '@grindline/domain';
import { outboxKeys, unsentMailKeys } from '../data/mail-entities';
import { type PrimaryKey } from '../data/table';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import { HttpError } from '../lib/errors';
import { METRIC_NAMES } from '../lib/metric-names';
import { addMetric, logger } from '../lib/observability';
import { mapImage } from '../maps/map-image';
import { reportMapRequest } from '../maps/report-map';
import { getReport } from '../services/report-store';
import { MAIL_PHOTO_THUMBS, mailContent, photoCid, reportPagePath, type MailContext } from './mail-content';
import { unsentMailMarker, type OutboxItem } from './outbox-item';
import { sleep, updateOutboxItem } from './outbox-update';
import { getMailList } from './mail-lists';
import { sendMail, type InlineImage } from './mail-send';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { photoThumbKey } from '@grindline/domain';
import { s3 } from '../lib/clients/s3';
import { isNotFound } from '../services/photos/photo-views';
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
  await updateOutboxItem(key, values);
}

/** Sends one mail once: claims it, tries with backoff, records sent or failed. */
async function sendOnce(item: OutboxItem, kind: MailKind, to: string[], ctx: MailContext, mapPng: Buffer | undefined, inlineImages: InlineImage[] = []): Promise<MailStatus> {
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
      const messageId = await sendMail({ ...content, to, mapPng, inlineImages, mailId: `${item.mailId ?? item.submissionId}/${kind}` });
      await record(key, { status: 'sent', attempts: attempt, messageId });
      addMetric(METRIC_NAMES.mailsSent);
      return { ...base, status: 'sent', attempts: attempt, messageId };
    } catch (error) {
      lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      logger.warn('Mail not sent', { shiftId: item.shiftId, kind, attempt, error: lastError });
      if (attempt < attempts) await sleep(baseMs * 2 ** (attempt - 1));
    }
  }
  await record(key, { status: 'failed', attempts, lastError });
  addMetric(METRIC_NAMES.mailsFailed);
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
    logger.warn('Mail map not drawn', { shiftId: report.shiftId, error: (error as Error)?.message });
    return { ctx: { attached: false, message: 'The map could not be drawn.' } };
  }
}

/**
 * How long the mail waits for a thumbnail not made yet: the device uploads the photos just before
 * it files (an offline queue flushes both at once), and the photo-thumbs function takes a second
 * or two after each upload (docs/bench.md).
 */
export const THUMB_WAIT_MS = 20_000;
const THUMB_POLL_MS = 500;

/** A photo's thumbnail, or null while it does not exist. */
async function readThumb(report: ShiftReport, photoId: string): Promise<Buffer | null> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: photoThumbKey(report.site, report.submissionId, photoId) }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The photos of a report for its mails (issue 28): the thumbnails of its first
 * {@link MAIL_PHOTO_THUMBS} JPEG or PNG photos (HEIC ones have none), inline by cid, waiting up to
 * {@link THUMB_WAIT_MS} for those not made yet; the number of photos; and the link to the report in
 * the app it was filed from. Never blocks a mail: a thumbnail still missing, or one that cannot be
 * read, is left out. Null for a report without photos.
 */
async function reportPhotoThumbs(report: ShiftReport, appUrl: string | undefined, waitMs = THUMB_WAIT_MS): Promise<{ ctx: NonNullable<MailContext['photos']>; images: InlineImage[] } | null> {
  const photos = report.photos ?? [];
  if (photos.length === 0) return null;
  const wanted = photos.filter((p) => p.contentType !== 'image/heic').slice(0, MAIL_PHOTO_THUMBS);
  const found = new Map<string, Buffer>();
  const deadline = Date.now() + waitMs;
  for (;;) {
    const missing = wanted.filter((p) => !found.has(p.id));
    const read = await Promise.all(
      missing.map((p) =>
        readThumb(report, p.id).catch((error: unknown) => {
          logger.warn('Mail photo thumbnail not read', { shiftId: report.shiftId, photoId: p.id, error: (error as Error)?.message });
          return null;
        }),
      ),
    );
    missing.forEach((p, i) => read[i] && found.set(p.id, read[i]!));
    if (found.size === wanted.length || Date.now() + THUMB_POLL_MS > deadline) break;
    await sleep(THUMB_POLL_MS);
  }
  const shown = wanted.filter((p) => found.has(p.id));
  const images = shown.map((p, i): InlineImage => ({ cid: photoCid(i), filename: `${p.id}.jpg`, content: found.get(p.id)!, contentType: 'image/jpeg' }));
  const thumbs = shown.map((p, i) => ({ cid: photoCid(i), fileName: p.fileName, ...(p.caption ? { caption: p.caption } : {}) }));
  if (shown.length < wanted.length) logger.warn('Mail sent without some photo thumbnails (not made in time)', { shiftId: report.shiftId, missing: wanted.length - shown.length });
  const reportUrl = appUrl ? `${appUrl}${reportPagePath(report.shiftId)}` : undefined;
  return { ctx: { count: photos.length, thumbs, ...(reportUrl ? { reportUrl } : {}) }, images };
}

/**
 * Writes what the mails became onto the outbox item; once all are sent or skipped ('done'), the
 * item's unsent marker goes. A failed or queued item keeps it, so it stays the oldest unsent.
 */
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
  if (status === 'done') {
    const { pk, sk } = unsentMailMarker(item);
    await ddb.send(new DeleteCommand({ TableName: config.tableName, Key: { pk, sk } }));
  }
  logger.info('Report mails drained', { shiftId: item.shiftId, status, mails: mails.map((m) => ({ kind: m.kind, status: m.status, attempts: m.attempts })) });
  return { shiftId: item.shiftId, status, mails, updatedAt };
}

/**
 * Seconds since the oldest outbox item whose mails are not all sent was created (its marker is
 * the first of the partition), 0 when every mail is sent.
 */
export async function oldestUnsentMailAgeSeconds(now = Date.now()): Promise<number> {
  const { Items } = await ddb.send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': unsentMailKeys.partition },
      ConsistentRead: true,
      Limit: 1,
    }),
  );
  const createdAt = Date.parse(String(Items?.[0]?.createdAt ?? ''));
  return Number.isFinite(createdAt) ? Math.max(0, Math.round((now - createdAt) / 1000)) : 0;
}

/**
 * The photos part of one mail: the link to the report's History goes to the office and site
 * administrators' mails, who may open it; the customer's own list (the 'external' mail) gets the
 * thumbnails without a link its readers could not follow.
 */
function photosFor(kind: MailKind, ctx: NonNullable<MailContext['photos']>): NonNullable<MailContext['photos']> {
  if (kind !== 'external') return ctx;
  const { reportUrl: _history, ...rest } = ctx;
  return rest;
}

/** Sends every mail of an outbox item (each at most once) and records the outcome on it. */
export async function drainOutbox(item: OutboxItem): Promise<ReportMails> {
  const report = await getReport(item.shiftId);
  if (!report || report.submissionId !== item.submissionId) {
    const mails = plannedMails(item).map(({ kind }): MailStatus => ({ kind, status: 'skipped', to: [], attempts: 0, reason: 'The report was deleted before its mails were sent' }));
    return saveOutcome(item, mails);
  }
  const map = await reportMap(report);
  const photos = await reportPhotoThumbs(report, item.appUrl);
  const mails: MailStatus[] = [];
  for (const { kind, lists } of plannedMails(report)) {
    const found = await Promise.all(lists.map(getMailList));
    const to = [...new Set(found.flatMap((l) => l ?? []))];
    if (to.length === 0) {
      mails.push({ kind, status: 'skipped', to: [], attempts: 0, reason: NO_EMAIL_LIST });
      continue;
    }
    mails.push(await sendOnce(item, kind, to, { kind, report, map: map.ctx, edit: item.edit, ...(photos ? { photos: photosFor(kind, photos.ctx) } : {}) }, map.png, photos?.images));
  }
  return saveOutcome(item, mails);
}
