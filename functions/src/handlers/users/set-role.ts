/**
 * PUT /api/users/{username}/role (super, adminMgmt): moves a user to another role. 200; 403 for
 * a role the caller may not grant or a user they may not manage; 409 for the last super or an
 * agency user. The user's sessions end, so the new role applies at once.
 */
import { roleChangeSchema } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parseBody } from '../../lib/validate';
import { changeRole } from '../../services/accounts/account-admin';
import { usernameOf } from '../../services/accounts/username-param';

export const handler = createHandler('users-role', async ({ caller, params, body }) => {
  if (!caller) throw new UnauthorizedError();
  // The body first, like every route: a body that is not an object is named before the path.
  const { role } = parseBody(roleChangeSchema, body);
  const username = usernameOf(params);
  await changeRole(caller, username, role);
  return json(200, { username, role });
});
