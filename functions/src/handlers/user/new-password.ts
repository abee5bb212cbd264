/**
 * POST /api/user/login/new-password (public, with the gl_challenge cookie of the login): a first
 * sign-in sets its own password (Cognito NEW_PASSWORD_REQUIRED), checked against the pool's rules
 * (400 naming the rule), then signs in like the login. A challenge that is missing, another
 * user's or expired is 401 'Sign in again'.
 */
import { RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { userNewPasswordRoute } from '@grindline/domain';
import { cognito } from '../../lib/clients/cognito';
import { config } from '../../lib/config';
import { createHandler } from '../../lib/create-handler';
import { BadRequestError, TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { challengeOf } from '../../lib/session-cookies';
import { signInResult } from '../../services/accounts/sign-in';
import { loginRetryAfter, throttledMessage } from '../../services/login-throttle';

export const handler = createHandler(
  userNewPasswordRoute,
  async ({ body: { username, newPassword }, cookies, sourceIp }) => {
    const retryAfter = await loginRetryAfter(username, sourceIp || 'unknown');
    if (retryAfter > 0) throw new TooManyRequestsError(throttledMessage(retryAfter), retryAfter);
    const session = challengeOf(cookies, username);
    if (!session) throw new UnauthorizedError('Your sign-in took too long: sign in again with the temporary password');
    const answer = await cognito
      .send(
        new RespondToAuthChallengeCommand({
          ClientId: config.userPoolClientId,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: session,
          ChallengeResponses: { USERNAME: username, NEW_PASSWORD: newPassword },
        }),
      )
      .catch((error: unknown) => {
        const name = (error as Error)?.name;
        if (name === 'InvalidPasswordException') throw new BadRequestError(`newPassword: ${(error as Error).message}`, [{ path: 'newPassword', message: (error as Error).message }]);
        if (name === 'NotAuthorizedException' || name === 'CodeMismatchException' || name === 'ExpiredCodeException') {
          throw new UnauthorizedError('Your sign-in took too long: sign in again with the temporary password');
        }
        throw error;
      });
    return signInResult(username, answer);
  },
  { plainTextBadRequest: true },
);
