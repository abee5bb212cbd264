/** POST /api/users/{username}/disable (super, adminMgmt): disables a user; every session of theirs ends at once (409 for the last super, oneself or an agency user). Audited. */
import { usersDisableRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { disableUser } from '../../services/accounts/account-admin';

export const handler = createHandler(usersDisableRoute, async ({ caller, params: { username } }) => {
  await disableUser(caller, username);
  return json(200, { username });
});
