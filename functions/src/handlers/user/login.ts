/**
 * POST /api/user/login (public): signs in with Cognito USER_PASSWORD_AUTH, starts a server-side
 * session and sets the session cookies. 400 and 429 answers are plain text, because the login
 * screen shows the body text; wrong credentials are 401 'Invalid username or password' (spec 000
 * sections 2.1, 4 and 8). Repeated failures per user and per address are throttled with 429
 * before Cognito is asked (services/login-throttle.ts). Both refusals count as LoginFailures and
 * are logged without the user name (a password typed into it must not reach the logs). A first
 * sign-in (new password) or an enrolled second factor answers `{ challenge }` for the screen's next
 * step (services/accounts/sign-in.ts); an expired invitation says so and whom to ask.
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { userLoginRoute } from '@grindline/domain';
import { cognito } from '../../lib/clients/cognito';
import { config } from '../../lib/config';
import { createHandler, json } from '../../lib/create-handler';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addMetric, logger } from '../../lib/observability';
import { expiredInvitationError, isExpiredInvitation } from '../../services/accounts/invitation-expiry';
import { signInResult } from '../../services/accounts/sign-in';
import { clearUserFailures, loginRetryAfter, recordLoginFailure, throttledMessage } from '../../services/login-throttle';

// cognito-local answers a wrong password with InvalidPasswordException, Cognito with NotAuthorizedException.
const BAD_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

function refused(reason: string): void {
  addMetric(METRIC_NAMES.loginFailures);
  logger.info('Sign-in refused', { reason });
}

export const handler = createHandler(
  userLoginRoute,
  async (req) => {
    // The contract parsed the body (loginSchema); a missing or non-object body is a plain-text 400.
    const { username, password } = req.body;
    const address = req.sourceIp || 'unknown';
    const retryAfter = await loginRetryAfter(username, address);
    if (retryAfter > 0) {
      refused('throttled');
      throw new TooManyRequestsError(throttledMessage(retryAfter), retryAfter);
    }
    const answer = await cognito
      .send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: config.userPoolClientId,
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      )
      .catch(async (error: unknown) => {
        if (isExpiredInvitation(error)) throw await expiredInvitationError(username);
        if (error instanceof Error && BAD_CREDENTIALS.has(error.name)) {
          await recordLoginFailure(username, address);
          refused('bad credentials');
          throw new UnauthorizedError('Invalid username or password');
        }
        throw error;
      });
    await clearUserFailures(username);
    return signInResult(username, answer);
  },
  { plainTextBadRequest: true },
);
