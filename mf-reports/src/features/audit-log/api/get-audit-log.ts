import type { AuditEntry } from '@grindline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';


/** Filters of the audit log: dates YYYY-MM-DD, optional site and user. */
export interface AuditFilters {
  from: string;
  to: string;
  site?: string;
  user?: string;
}

/** The query string of `filters` (blank values left out), with `format` when given. */
export function auditQuery(filters: AuditFilters, format?: 'csv'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, format })) if (value) params.set(key, value);
  return params.toString();
}

/** GET /api/audit: the audited writes of the days asked for, newest first. */
export function getAuditLog(filters: AuditFilters): Promise<AuditEntry[]> {
  return apiJson<{ entries: AuditEntry[] }>(`/api/audit?${auditQuery(filters)}`).then((r) => r.entries);
}

/** The audit log for the filters applied. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({ queryKey: ['audit-log', filters], queryFn: () => getAuditLog(filters) });
}
