/**
 * POST /api/user/login (public): signs in with Cognito USER_PASSWORD_AUTH, starts a server-side
 * session and sets the session cookies. 400 and 429 answers are plain text, because the login
 * screen shows the body text; wrong credentials are 401 'Invalid username or password' (spec 000
 * sections 2.1, 4 and 8). Repeated failures per user and per address are throttled with 429
 * before Cognito is asked (services/login-throttle.ts). Both refusals count as LoginFailures and
 * are logged without the user name (a password typed into it must not reach the logs).
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { accessFor, loginSchema } from '@grindline/domain';
import { cognito } from '../../lib/clients';
import { config } from '../../lib/config';
import { createHandler, json } from '../../lib/create-handler';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { identityFromIdToken } from '../../lib/id-token';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addMetric, logger } from '../../lib/observability';
import { idCookie, refreshCookie, sessionCookie, signedInHintCookie } from '../../lib/session-cookies';
import { parse } from '../../lib/validate';
import { clearUserFailures, loginRetryAfter, recordLoginFailure, throttledMessage } from '../../services/login-throttle';
import { createSession } from '../../services/sessions';

// cognito-local answers a wrong password with InvalidPasswordException, Cognito with NotAuthorizedException.
const BAD_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

function refused(reason: string): void {
  addMetric(METRIC_NAMES.loginFailures);
  logger.info('Sign-in refused', { reason });
}

export const handler = createHandler(
  'user-login',
  async (req) => {
    // A missing or non-object body is reported field by field, like an empty form.
    const input = req.body && typeof req.body === 'object' ? req.body : {};
    const { username, password } = parse(loginSchema, input);
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
        if (error instanceof Error && BAD_CREDENTIALS.has(error.name)) {
          await recordLoginFailure(username, address);
          refused('bad credentials');
          throw new UnauthorizedError('Invalid username or password');
        }
        throw error;
      });
    const tokens = answer.AuthenticationResult;
    if (!tokens?.IdToken || !tokens.RefreshToken) {
      // A challenge (new password, MFA) that this app does not offer: an administrator must act.
      throw new ForbiddenError('This account cannot sign in yet; ask an administrator');
    }
    const identity = identityFromIdToken(tokens.IdToken);
    const [sid] = await Promise.all([createSession(identity.username), clearUserFailures(username)]);
    return {
      ...json(200, { username: identity.username, role: identity.role, access: accessFor(identity.role) }),
      cookies: [idCookie(tokens.IdToken, tokens.ExpiresIn ?? 3600), refreshCookie(tokens.RefreshToken), sessionCookie(sid), signedInHintCookie()],
    };
  },
  { plainTextBadRequest: true },
);
