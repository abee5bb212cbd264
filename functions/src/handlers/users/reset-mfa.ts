/** DELETE /api/users/{username}/mfa (super): removes a user's lost second factor (super only); the user enrols again at the next sign-in. Audited. */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { resetMfa } from '../../services/accounts/account-admin';
import { usernameOf } from '../../services/accounts/username-param';

export const handler = createHandler('users-mfa-reset', async ({ caller, params }) => {
  if (!caller) throw new UnauthorizedError();
  const username = usernameOf(params);
  await resetMfa(caller, username);
  return json(200, { username });
});
