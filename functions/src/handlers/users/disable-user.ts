/** POST /api/users/{username}/disable (super, adminMgmt): disables a user; every session of theirs ends at once (409 for the last super, oneself or an agency user). Audited. */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { disableUser } from '../../services/accounts/account-admin';
import { usernameOf } from '../../services/accounts/username-param';

export const handler = createHandler('users-disable', async ({ caller, params }) => {
  if (!caller) throw new UnauthorizedError();
  const username = usernameOf(params);
  await disableUser(caller, username);
  return json(200, { username });
});
