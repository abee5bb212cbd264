/** DELETE /api/users/{username} (super, adminMgmt): deletes a user with their sessions (409 for the last super, oneself or an agency user). Audited. */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { deleteUser } from '../../services/accounts/account-admin';
import { usernameOf } from '../../services/accounts/username-param';

export const handler = createHandler('users-delete', async ({ caller, params }) => {
  if (!caller) throw new UnauthorizedError();
  const username = usernameOf(params);
  await deleteUser(caller, username);
  return json(200, { username });
});
