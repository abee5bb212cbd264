/** DELETE /api/users/{username}/mfa (super): removes a user's lost second factor (super only); the user enrols again at the next sign-in. Audited. */
import { usersMfaResetRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { resetMfa } from '../../services/accounts/account-admin';

export const handler = createHandler(usersMfaResetRoute, async ({ caller, params: { username } }) => {
  await resetMfa(caller, username);
  return json(200, { username });
});
