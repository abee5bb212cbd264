/**
 * PUT /api/mail/lists/{clientKey} (super, adminMgmt): replaces a client's mail list. 200
 * `{ list }`; 400 naming the first bad address (nothing saved) or an unknown client key.
 */
import { mailListPutRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { assertClientKey, putMailList } from '../../mail/mail-lists';

export const handler = createHandler(mailListPutRoute, async ({ caller, params, body }) => {
  assertClientKey(params.clientKey);
  return json(200, { list: await putMailList(params.clientKey, body, caller) });
});
