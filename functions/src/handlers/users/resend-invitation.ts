/** POST /api/users/{username}/invitation (super, adminMgmt): sends a new temporary password and invitation mail to a user who has not signed in yet (409 otherwise). Audited. */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { resendInvitation } from '../../services/accounts/account-admin';
import { appOrigin, usernameOf } from '../../services/accounts/username-param';

export const handler = createHandler('users-resend', async ({ caller, params, headers }) => {
  if (!caller) throw new UnauthorizedError();
  const username = usernameOf(params);
  await resendInvitation(caller, username, appOrigin(headers));
  return json(200, { username });
});
