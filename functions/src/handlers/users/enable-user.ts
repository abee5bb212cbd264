/** POST /api/users/{username}/enable (super, adminMgmt): enables a disabled user again. Audited. */
import { usersEnableRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { enableUser } from '../../services/accounts/account-admin';

export const handler = createHandler(usersEnableRoute, async ({ caller, params: { username } }) => {
  await enableUser(caller, username);
  return json(200, { username });
});
