/**
 * PUT /api/users/{username}/role (super, adminMgmt): moves a user to another role. 200; 403 for
 * a role the caller may not grant or a user they may not manage; 409 for the last super or an
 * agency user. The user's sessions end, so the new role applies at once.
 */
import { usernameParamsSchema, usersRoleRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { parse } from '../../lib/validate';
import { changeRole } from '../../services/accounts/account-admin';

export const handler = createHandler(usersRoleRoute, async ({ caller, params, body: { role } }) => {
  // The body first, like every route (the contract parsed it): a body that is not an object is named before the path.
  const { username } = parse(usernameParamsSchema, params);
  await changeRole(caller, username, role);
  return json(200, { username, role });
});
