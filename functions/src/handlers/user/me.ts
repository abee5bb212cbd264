/**
 * GET /api/user (signed in): who the caller is, with the access their role grants (spec 002
 * section 3). With `?twoStep=1` (the Account page) it adds `twoStep`, the state of the caller's
 * second factor, read from Cognito; the shell's start-up asks without it, so loading the app makes
 * no Cognito call.
 */
import { userMeRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { twoStepState } from '../../services/accounts/totp';

export const handler = createHandler(userMeRoute, async ({ caller, query }) => {
  const me = { username: caller.username, role: caller.role, access: caller.access, mfaSetupRequired: caller.mfaPending === true };
  if (query.twoStep === undefined) return json(200, me);
  return json(200, { ...me, twoStep: await twoStepState(caller) });
});
