import { auditLogRoute, type AuditEntry } from '@grindline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall, callUrl } from '@grindline/ui/api-call';

/** Filters of the audit log: dates YYYY-MM-DD, optional site and user. */
export interface AuditFilters {
  from: string;
  to: string;
  site?: string;
  user?: string;
}

/** The link of the CSV download of `filters` (blank values left out): the audit-log contract with format=csv. */
export function auditCsvUrl(filters: AuditFilters): string {
  return callUrl(auditLogRoute, { query: { ...filters, format: 'csv' } });
}

/** The audited writes of the days asked for, newest first (the audit-log contract's JSON). */
export async function getAuditLog(filters: AuditFilters): Promise<AuditEntry[]> {
  const answer = await apiCall(auditLogRoute, { query: filters });
  // Without format=csv the server answers JSON; the contract's text member is the CSV download.
  if (typeof answer === 'string') throw new Error('The audit log answered CSV where JSON was asked for');
  return answer.entries;
}

/** The audit log for the filters applied. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({ queryKey: ['audit-log', filters], queryFn: () => getAuditLog(filters) });
}
