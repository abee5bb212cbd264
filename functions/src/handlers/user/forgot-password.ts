/**
 * POST /api/user/password/forgot (public): mails a reset code when the account exists and signs
 * in with a password. Always 202 with the same message, so the answer never tells whether an
 * account exists; each request counts against the login throttle of the user name and address
 * (at most a few codes per quarter hour).
 */
import { userPasswordForgotRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { TooManyRequestsError } from '../../lib/errors';
import { requestPasswordReset, RESET_REQUESTED } from '../../services/accounts/password-reset';
import { loginRetryAfter, recordLoginFailure, throttledMessage } from '../../services/login-throttle';

export const handler = createHandler(
  userPasswordForgotRoute,
  async ({ body: { username }, sourceIp }) => {
    const address = sourceIp || 'unknown';
    const retryAfter = await loginRetryAfter(username, address);
    if (retryAfter > 0) throw new TooManyRequestsError(throttledMessage(retryAfter), retryAfter);
    await recordLoginFailure(username, address);
    await requestPasswordReset(username);
    return json(202, { message: RESET_REQUESTED });
  },
  { plainTextBadRequest: true },
);
