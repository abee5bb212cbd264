/** The contracts of the admin routes (route-contract.ts). */
import { z } from 'zod';
import { mailListSchema } from '../schemas/mail-lists';
import { auditEntrySchema, auditQuerySchema, clientKeyParamsSchema, mailListAnswerSchema } from '../schemas/report-versions';
import { defineRoute } from './route-contract';
import { MANAGERS } from './callers';

export const auditLogRoute = defineRoute({
  id: 'audit-log', method: 'GET', path: '/api/audit', allow: ['adminMgmt'], site: { from: 'none' },
  summary: 'Every audited write of those days (file, edit, delete, restore, imports, mail-list changes), newest first, filtered by site and user; `format=csv` answers the same rows as a CSV download',
  query: auditQuerySchema,
  responses: {
    // The browser reads the JSON (the Audit log screen) and links to the CSV (its download), so
    // 200 is the JSON; a contract cannot yet say 'text/csv when format=csv' beside a JSON schema,
    // so the CSV's text is the second member of the union.
    200: z.union([
      z.object({ entries: z.array(auditEntrySchema) }),
      z.string().describe('format=csv: text/csv, an attachment audit-{from}-{to}.csv, one header row then one row per entry'),
    ]),
  },
});

export const mailListsRoute = defineRoute({
  id: 'mail-lists', method: 'GET', path: '/api/mail/lists', allow: MANAGERS, site: { from: 'none' },
  summary: 'Every client key with its mail list (empty when none)',
  responses: {
    200: z.object({ lists: z.array(mailListAnswerSchema) }),
  },
});

export const mailListPutRoute = defineRoute({
  id: 'mail-list-put', method: 'PUT', path: '/api/mail/lists/{clientKey}', allow: MANAGERS, site: { from: 'none' },
  summary: 'Replaces a client\'s mail list',
  params: clientKeyParamsSchema, body: mailListSchema,
  responses: {
    200: z.object({ list: mailListAnswerSchema }),
  },
});
