/**
 * PUT /api/mail/lists/{clientKey} (super, adminMgmt): replaces a client's mail list. 200
 * `{ list }`; 400 naming the first bad address (nothing saved) or an unknown client key.
 */
import { mailListSchema } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parseBody } from '../../lib/validate';
import { assertClientKey, putMailList } from '../../mail/mail-lists';

export const handler = createHandler('mail-list-put', async ({ caller, params, body }) => {
  if (!caller) throw new UnauthorizedError();
  const request = parseBody(mailListSchema, body);
  const clientKey = params.clientKey ?? '';
  assertClientKey(clientKey);
  return json(200, { list: await putMailList(clientKey, request, caller) });
});
