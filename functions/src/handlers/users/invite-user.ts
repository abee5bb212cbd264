/**
 * POST /api/users (super, adminMgmt): invites a user by e-mail with a role. 201 `{ username }`;
 * 400 naming the field; 403 for a role the caller may not grant; 409 when the user name is taken.
 * The invitation mail goes through the outbox (mail/account-mail.ts).
 */
import { inviteSchema } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parseBody } from '../../lib/validate';
import { inviteUser } from '../../services/accounts/account-admin';
import { appOrigin } from '../../services/accounts/username-param';

export const handler = createHandler('users-invite', async ({ caller, body, headers }) => {
  if (!caller) throw new UnauthorizedError();
  const request = parseBody(inviteSchema, body);
  await inviteUser(caller, request, appOrigin(headers));
  return json(201, { username: request.username });
});
