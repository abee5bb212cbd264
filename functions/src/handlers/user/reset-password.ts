/**
 * POST /api/user/password/reset (public): the mailed code and a new password meeting the pool's
 * rules. 200, after which every session of the user has ended; 400 naming `code` for a wrong or
 * expired code (and for an account that does not exist) or naming the password rule; wrong codes
 * count against the login throttle.
 */
import { userPasswordResetRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { HttpError, TooManyRequestsError } from '../../lib/errors';
import { confirmPasswordReset } from '../../services/accounts/password-reset';
import { clearUserFailures, loginRetryAfter, recordLoginFailure, throttledMessage } from '../../services/login-throttle';

export const handler = createHandler(
  userPasswordResetRoute,
  async ({ body: { username, code, newPassword }, sourceIp }) => {
    const address = sourceIp || 'unknown';
    const retryAfter = await loginRetryAfter(username, address);
    if (retryAfter > 0) throw new TooManyRequestsError(throttledMessage(retryAfter), retryAfter);
    try {
      await confirmPasswordReset(username, code, newPassword);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) await recordLoginFailure(username, address);
      throw error;
    }
    await clearUserFailures(username);
    return json(200, { message: 'Your password is changed. Sign in with it.' });
  },
  { plainTextBadRequest: true },
);
