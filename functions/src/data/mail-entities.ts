/**
 * Mail: the outbox of each report and the mail lists (docs/data-model.md 'Outbox').
 */
import type { PrimaryKey } from './table';

/**
 * The mail outbox of a report (docs/data-model.md 'Outbox'): one item per filed submission in the
 * shift's OUTBOX partition (the report's own partition stays the report and its archives), written
 * in the same transaction as the report; the mail worker drains it from the table's stream.
 * Idempotency records, one per mail, live beside it.
 */
export const outboxKeys = {
  /** Partition of a shift's outbox items and mail records. */
  partition: (shiftId: string): string => `OUTBOX#${shiftId}`,
  /** The outbox item of a submission. */
  outbox: (shiftId: string, submissionId: string): PrimaryKey => ({ pk: `OUTBOX#${shiftId}`, sk: `SUBMISSION#${submissionId}` }),
  /** The idempotency record of one mail of a submission: present and 'sent' means never send again. */
  mail: (shiftId: string, submissionId: string, kind: string): PrimaryKey => ({ pk: `OUTBOX#${shiftId}`, sk: `MAIL#${submissionId}#${kind}` }),
} as const;

/**
 * A marker per outbox item whose mails are not all sent (or skipped) yet, all in one partition
 * sorted by the item's creation time: written with the item, deleted by the worker once the item
 * is done, so the first marker is the oldest unsent mail (metric OldestUnsentMailAgeSeconds).
 */
export const unsentMailKeys = {
  partition: 'OUTBOX_UNSENT',
  marker: (createdAt: string, shiftId: string, mailId: string): PrimaryKey => ({ pk: 'OUTBOX_UNSENT', sk: `${createdAt}#${shiftId}#${mailId}` }),
} as const;

/** Key builders of the mail lists, one item per client key, all in one partition. */
export const mailListKeys = {
  partition: 'MAILLISTS',
  list: (clientKey: string): PrimaryKey => ({ pk: 'MAILLISTS', sk: `LIST#${clientKey}` }),
  prefix: 'LIST#',
} as const;
