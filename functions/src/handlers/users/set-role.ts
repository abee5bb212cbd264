/**
 * PUT /api/users/{username}/role (super, adminMgmt): moves a user to another role. 200; 403 for
 * a role the caller may not grant or a user they may not manage; 409 for the last super or an
 * agency user. The user's sessions end, so the new role applies at once.
 */
import { usersRoleRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { changeRole } from '../../services/accounts/account-admin';

// The contract parses the body, then {username} (usernameParamsSchema).
export const handler = createHandler(usersRoleRoute, async ({ caller, params: { username }, body: { role } }) => {
  await changeRole(caller, username, role);
  return json(200, { username, role });
});
