/**
 * POST /api/user/login/mfa (public, with the gl_challenge cookie of the login): the code of the
 * user's authenticator app (Cognito SOFTWARE_TOKEN_MFA), then a session like the login. A wrong
 * code counts as a failed sign-in (the login's throttle) and the user signs in again, since
 * Cognito's challenge session is used once.
 */
import { RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { userMfaSignInRoute } from '@grindline/domain';
import { cognito } from '../../lib/clients/cognito';
import { config } from '../../lib/config';
import { createHandler } from '../../lib/create-handler';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { challengeOf } from '../../lib/session-cookies';
import { signInResult } from '../../services/accounts/sign-in';
import { clearUserFailures, loginRetryAfter, recordLoginFailure, throttledMessage } from '../../services/login-throttle';

export const handler = createHandler(
  userMfaSignInRoute,
  async ({ body: { username, code }, cookies, sourceIp }) => {
    const address = sourceIp || 'unknown';
    const retryAfter = await loginRetryAfter(username, address);
    if (retryAfter > 0) throw new TooManyRequestsError(throttledMessage(retryAfter), retryAfter);
    const session = challengeOf(cookies, username);
    if (!session) throw new UnauthorizedError('Your sign-in took too long: sign in again');
    const answer = await cognito
      .send(
        new RespondToAuthChallengeCommand({
          ClientId: config.userPoolClientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: session,
          ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
        }),
      )
      .catch(async (error: unknown) => {
        const name = (error as Error)?.name;
        if (name === 'CodeMismatchException' || name === 'NotAuthorizedException' || name === 'ExpiredCodeException') {
          await recordLoginFailure(username, address);
          throw new UnauthorizedError('Wrong or expired code: sign in again');
        }
        throw error;
      });
    await clearUserFailures(username);
    return signInResult(username, answer, true);
  },
  { plainTextBadRequest: true },
);
