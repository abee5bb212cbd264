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

/** Key builders of the mail lists, one item per client key, all in one partition. */
export const mailListKeys = {
  partition: 'MAILLISTS',
  list: (clientKey: string): PrimaryKey => ({ pk: 'MAILLISTS', sk: `LIST#${clientKey}` }),
  prefix: 'LIST#',
} as const;
