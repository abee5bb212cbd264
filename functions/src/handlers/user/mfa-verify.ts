/**
 * POST /api/user/mfa/verify (signed in): the first code of the authenticator app. 200: the
 * factor is the user's MFA from the next sign-in on, and a session that was waiting for it
 * reaches everything its role allows; 400 naming `code` when it does not match.
 */
import { userMfaVerifyRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { REFRESH_COOKIE, SESSION_COOKIE } from '../../lib/session-cookies';
import { verifyTotpEnrolment } from '../../services/accounts/totp';
import { completeMfaSetup } from '../../services/sessions';

export const handler = createHandler(userMfaVerifyRoute, async ({ caller, cookies, body: { code } }) => {
  await verifyTotpEnrolment(caller, cookies[REFRESH_COOKIE], code);
  if (caller.mfaPending) await completeMfaSetup(cookies[SESSION_COOKIE] ?? '');
  return json(200, { mfa: true });
});
