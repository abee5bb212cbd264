/** The contracts of the admin routes (route-contract.ts). */
import { defineRoute } from './route-contract';
import { MANAGERS } from './callers';

/** GET /api/audit */
export const auditLogRoute = defineRoute({
  id: 'audit-log',
  method: 'GET',
  path: '/api/audit',
  summary: 'Every audited write of those days (file, edit, delete, restore, imports, mail-list changes), newest first, filtered by site and user; `format=csv` answers the same rows as a CSV download',
  allow: ['adminMgmt'],
  site: { from: 'none' },
  responses: {},
});

/** GET /api/mail/lists */
export const mailListsRoute = defineRoute({
  id: 'mail-lists',
  method: 'GET',
  path: '/api/mail/lists',
  summary: 'Every client key with its mail list (empty when none)',
  allow: MANAGERS,
  site: { from: 'none' },
  responses: {},
});

/** PUT /api/mail/lists/{clientKey} */
export const mailListPutRoute = defineRoute({
  id: 'mail-list-put',
  method: 'PUT',
  path: '/api/mail/lists/{clientKey}',
  summary: 'Replaces a client\'s mail list',
  allow: MANAGERS,
  site: { from: 'none' },
  responses: {},
});
