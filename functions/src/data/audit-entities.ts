/**
 * The audit log: one item per write, one partition per UTC day (docs/data-model.md 'Audit log').
 */
import type { PrimaryKey } from './table';

/**
 * Key builders of the audit log (docs/data-model.md 'Audit log'): one item per write, one
 * partition per UTC day (a day's writes are one Query; a date range, one Query per day), sorted
 * by time.
 */
export const auditKeys = {
  partition: (day: string): string => `AUDIT#${day}`,
  entry: (isoTimestamp: string, id: string): PrimaryKey => ({ pk: `AUDIT#${isoTimestamp.slice(0, 10)}`, sk: `${isoTimestamp}#${id}` }),
} as const;

/** One audited write. */
export interface AuditItem extends PrimaryKey {
  entity: 'audit';
  id: string;
  at: string;
  /** Username of the caller ('system' for seeders). */
  user: string;
  role: string;
  /** e.g. report.file, report.edit, report.delete, report.restore, measurements.import, track.import, mailList.put */
  action: string;
  /** Site of the data written ('' when the write has none, e.g. a mail list). */
  site: string;
  /** What was written: a shift id, a layer and date, a track id, a mail list's key. */
  target: string;
  /** One line a reader understands. */
  summary: string;
  userAgent: string;
  sourceIp: string;
}
