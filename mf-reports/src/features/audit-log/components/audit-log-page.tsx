import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, countOf, CUSTOMERS } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { DataTable } from '@grindline/ui/data-table';
import { Field, Options } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import type { AuditEntry } from '@grindline/domain';
import { auditCsvUrl, useAuditLog, type AuditFilters } from '../api/get-audit-log';
import { clientLabel } from '../../../lib/clients/client-label';

// UTC days, as the log is kept and its times shown.
const today = () => new Date().toISOString().slice(0, 10);
/** The first day shown without a From: the last seven days, so a quiet morning does not open on '0 writes'. */
const defaultFrom = (): string => addDays(today(), -6);

const COLUMNS = [
  // Date and time each whole: on a tablet they take two lines, never '2026-11-' / '29'.
  { header: 'Time (UTC)', cell: (e: AuditEntry) => (
    <>
      <span className="gl-ui-nowrap">{e.at.slice(0, 10)}</span> <span className="gl-ui-nowrap">{e.at.slice(11, 19)}</span>
    </>
  ) },
  { header: 'User', cell: (e: AuditEntry) => e.user },
  { header: 'Action', cell: (e: AuditEntry) => e.action },
  { header: 'Site', cell: (e: AuditEntry) => e.site },
  { header: 'What', cell: (e: AuditEntry) => e.summary },
  // The browser in short, its whole user agent on hover and in the CSV.
  { header: 'Client', cell: (e: AuditEntry) => <span title={e.userAgent || undefined}>{clientLabel(e.sourceIp, e.userAgent)}</span> },
];

/** Rows drawn at first and added by each 'Show more': a quarter's log is tens of thousands. */
export const AUDIT_PAGE = 200;

/** /grind-reports/audit (adminMgmt): every audited write, filtered by date, site and user, exportable as CSV. */
export function AuditLogPage() {
  // The filters live in the address, so a reload (or a shared link) shows the same writes.
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = { from: params.get('from') || defaultFrom(), to: params.get('to') || today(), site: params.get('site') ?? '', user: params.get('user') ?? '' };
  const log = useAuditLog(filters);
  const [shown, setShown] = useState(AUDIT_PAGE);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setShown(AUDIT_PAGE);
    const next = { from: String(data.get('from')), to: String(data.get('to')), site: String(data.get('site') ?? ''), user: String(data.get('user') ?? '').trim() };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')), { replace: true });
  };
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">Audit log</h1>
      <form className="gl-ui-filters" onSubmit={apply} aria-label="Audit log filters">
        <Field id="audit-from" label="From">
          <input id="audit-from" name="from" type="date" defaultValue={filters.from} required />
        </Field>
        <Field id="audit-to" label="To">
          <input id="audit-to" name="to" type="date" defaultValue={filters.to} required />
        </Field>
        <Field id="audit-site" label="Site">
          <select id="audit-site" name="site" defaultValue={filters.site}>
            <option value="">Every site</option>
            <Options values={CUSTOMERS} />
          </select>
        </Field>
        <Field id="audit-user" label="User">
          <input id="audit-user" name="user" type="text" placeholder="Every user" defaultValue={filters.user} />
        </Field>
        <Button type="submit">Apply</Button>
        <a href={auditCsvUrl(filters)} download>
          Export CSV
        </a>
      </form>
      {log.isPending ? <p role="status">Loading the audit log...</p> : null}
      {log.isError ? (
        <Notice tone="error">
          <p>Could not load the audit log: {errorMessage(log.error)}</p>
        </Notice>
      ) : null}
      {log.data ? (
        <>
          <DataTable
            caption={log.data.length > shown ? `${countOf(log.data.length, 'write')}, the newest ${shown} shown` : countOf(log.data.length, 'write')}
            columns={COLUMNS}
            rows={log.data.slice(0, shown)}
            rowKey={(e) => e.id}
            empty="No write matches these filters."
          />
          {log.data.length > shown ? (
            <div className="gl-ui-actions">
              <Button variant="secondary" onClick={() => setShown((n) => n + AUDIT_PAGE)}>
                Show {Math.min(AUDIT_PAGE, log.data.length - shown)} more
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
