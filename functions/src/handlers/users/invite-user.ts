/**
 * POST /api/users (super, adminMgmt): invites a user by e-mail with a role. 201 `{ username }`;
 * 400 naming the field; 403 for a role the caller may not grant; 409 when the user name is taken.
 * The invitation mail goes through the outbox (mail/account-mail.ts).
 */
import { usersInviteRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { inviteUser } from '../../services/accounts/account-admin';
import { appOrigin } from '../../services/accounts/username-param';

export const handler = createHandler(usersInviteRoute, async ({ caller, body, headers }) => {
  await inviteUser(caller, body, appOrigin(headers));
  return json(201, { username: body.username });
});
