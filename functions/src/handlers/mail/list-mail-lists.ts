/** GET /api/mail/lists (super, adminMgmt): every client key with its mail list (empty when none). */
import { mailListsRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { listMailLists } from '../../mail/mail-lists';

export const handler = createHandler(mailListsRoute, async () => json(200, { lists: await listMailLists() }));
