/** POST /api/users/{username}/invitation (super, adminMgmt): sends a new temporary password and invitation mail to a user who has not signed in yet (409 otherwise). Audited. */
import { usersResendRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { resendInvitation } from '../../services/accounts/account-admin';
import { appOrigin } from '../../services/accounts/username-param';

export const handler = createHandler(usersResendRoute, async ({ caller, params: { username }, headers }) => {
  await resendInvitation(caller, username, appOrigin(headers));
  return json(200, { username });
});
