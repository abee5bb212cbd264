/** GET /api/mail/lists (super, adminMgmt): every client key with its mail list (empty when none). */
import { createHandler, json } from '../../lib/create-handler';
import { listMailLists } from '../../mail/mail-lists';

export const handler = createHandler('mail-lists', async () => json(200, { lists: await listMailLists() }));
