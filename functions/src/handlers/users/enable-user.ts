/** POST /api/users/{username}/enable (super, adminMgmt): enables a disabled user again. Audited. */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { enableUser } from '../../services/accounts/account-admin';
import { usernameOf } from '../../services/accounts/username-param';

export const handler = createHandler('users-enable', async ({ caller, params }) => {
  if (!caller) throw new UnauthorizedError();
  const username = usernameOf(params);
  await enableUser(caller, username);
  return json(200, { username });
});
