/**
 * GET /api/audit?from&to[&site][&user][&format=csv] (adminMgmt): every audited write of those
 * days (file, edit, delete, restore, imports, mail-list changes), newest first, filtered by site
 * and user; `format=csv` answers the same rows as a CSV download.
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { auditCsv, auditQuerySchema, publicAudit, queryAudit } from '../../services/audit-log';

export const handler = createHandler('audit-log', async ({ caller, query }) => {
  if (!caller) throw new UnauthorizedError();
  const request = parse(auditQuerySchema, query);
  const entries = await queryAudit(request);
  if (request.format === 'csv') {
    return {
      statusCode: 200,
      body: auditCsv(entries),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="audit-${request.from}-${request.to}.csv"` },
    };
  }
  return json(200, { entries: entries.map(publicAudit) });
});
