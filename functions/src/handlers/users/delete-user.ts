/** DELETE /api/users/{username} (super, adminMgmt): deletes a user with their sessions (409 for the last super, oneself or an agency user). Audited. */
import { usersDeleteRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { deleteUser } from '../../services/accounts/account-admin';

export const handler = createHandler(usersDeleteRoute, async ({ caller, params: { username } }) => {
  await deleteUser(caller, username);
  return json(200, { username });
});
