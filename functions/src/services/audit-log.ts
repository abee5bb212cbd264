/**
 * The audit log (issue 11, docs/data-model.md 'Audit log'): one item per write, made by the same
 * transaction as the write it records, so no write goes unrecorded and no record tells of a
 * write that did not happen. Read by adminMgmt, filtered by site, user and date, as JSON or CSV.
 */
import { randomUUID } from 'node:crypto';
import { addDays, isIsoDate, toCsv, type AuditQuery } from '@grindline/domain';
import { auditKeys, type AuditItem } from '../data/audit-entities';
import { queryAll } from '../data/query-all';
import { currentRequest } from '../lib/request-context';
import { BadRequestError } from '../lib/errors';

/** What a write says of itself. */
export interface AuditEntry {
  action: string;
  site: string;
  target: string;
  summary: string;
}

/** The audit item of a write made now by the current request's caller and client. */
export function auditItem(entry: AuditEntry, at = new Date(), id: string = randomUUID()): AuditItem {
  const request = currentRequest();
  const iso = at.toISOString();
  return {
    ...auditKeys.entry(iso, id),
    entity: 'audit',
    id,
    at: iso,
    user: request.username,
    role: request.role,
    ...entry,
    userAgent: request.client.userAgent,
    sourceIp: request.client.sourceIp,
  };
}

/** Longest date range one audit query reads (one Query per day). */
export const MAX_AUDIT_DAYS = 92;

export type { AuditQuery } from '@grindline/domain';

/** The days `from`..`to`, inclusive; 400 naming `to` beyond {@link MAX_AUDIT_DAYS}. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (!isIsoDate(d)) break;
    days.push(d);
    if (days.length > MAX_AUDIT_DAYS) throw new BadRequestError(`to: at most ${MAX_AUDIT_DAYS} days at once`, [{ path: 'to', message: `at most ${MAX_AUDIT_DAYS} days at once` }]);
  }
  return days;
}

/** The audited writes of the days asked for, newest first, filtered by site and user when given. */
export async function queryAudit(query: AuditQuery): Promise<AuditItem[]> {
  const days = daysOf(query.from, query.to);
  const perDay = await Promise.all(
    days.map((day) =>
      queryAll<AuditItem>({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': auditKeys.partition(day) },
      }),
    ),
  );
  const site = query.site || undefined;
  const user = query.user?.toLowerCase() || undefined;
  return perDay
    .flat()
    .filter((e) => (!site || e.site === site) && (!user || e.user.toLowerCase() === user))
    .sort((a, b) => (a.sk < b.sk ? 1 : -1));
}

/** Audit entries as they are answered (keys are storage detail). */
export const publicAudit = ({ pk: _pk, sk: _sk, entity: _e, ...entry }: AuditItem) => entry;

/** The CSV export: one header row, one row per entry. */
export function auditCsv(entries: AuditItem[]): string {
  return toCsv([
    ['Time (UTC)', 'User', 'Role', 'Action', 'Site', 'Target', 'Summary', 'Client', 'Source IP'],
    ...entries.map((e) => [e.at, e.user, e.role, e.action, e.site, e.target, e.summary, e.userAgent, e.sourceIp]),
  ]);
}
