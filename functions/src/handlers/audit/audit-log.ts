/**
 * GET /api/audit?from&to[&site][&user][&format=csv] (adminMgmt): every audited write of those
 * days (file, edit, delete, restore, imports, mail-list changes), newest first, filtered by site
 * and user; `format=csv` answers the same rows as a CSV download.
 */
import { auditLogRoute } from '@grindline/domain';
import { createHandler, json, text } from '../../lib/create-handler';
import { auditCsv, publicAudit, queryAudit } from '../../services/audit-log';

export const handler = createHandler(auditLogRoute, async ({ query }) => {
  const entries = await queryAudit(query);
  if (query.format === 'csv') {
    const csv = text(200, auditCsv(entries), 'text/csv; charset=utf-8');
    return { ...csv, headers: { ...csv.headers, 'content-disposition': `attachment; filename="audit-${query.from}-${query.to}.csv"` } };
  }
  return json(200, { entries: entries.map(publicAudit) });
});
