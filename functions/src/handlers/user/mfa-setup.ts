/**
 * POST /api/user/mfa/setup (signed in, also a session still waiting for its required factor):
 * a new TOTP secret and its otpauth URI for the enrolment screen's QR code.
 */
import { userMfaSetupRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { REFRESH_COOKIE } from '../../lib/session-cookies';
import { startTotpEnrolment } from '../../services/accounts/totp';

export const handler = createHandler(userMfaSetupRoute, async ({ caller, cookies }) => {
  return json(200, await startTotpEnrolment(caller, cookies[REFRESH_COOKIE]));
});
