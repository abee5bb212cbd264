/** GET /api/user (signed in): who the caller is, with the access their role grants (spec 002 section 3). */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';

export const handler = createHandler('user-me', async ({ caller }) => {
  if (!caller) throw new UnauthorizedError();
  return json(200, { username: caller.username, role: caller.role, access: caller.access, mfaSetupRequired: caller.mfaPending === true });
});
