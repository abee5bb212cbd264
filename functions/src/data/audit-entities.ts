/**
 * The audit log: one item per write, one partition per UTC day (docs/data-model.md 'Audit log').
 */
import type { AuditEntry } from '@grindline/domain';
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

/** One audited write: the API's audit entry (domain) with its keys. */
export interface AuditItem extends PrimaryKey, AuditEntry {
  entity: 'audit';
}
