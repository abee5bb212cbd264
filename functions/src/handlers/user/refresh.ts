/**
 * POST /api/user/refresh (public, uses the gl_refresh and gl_sid cookies): renews the ID token
 * with Cognito REFRESH_TOKEN_AUTH and sets a new gl_id, for a server-side session that is still
 * live and belongs to the token's user. Otherwise the answer is 401 and every session cookie is
 * cleared, so the client signs in again.
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { accessFor, userRefreshRoute } from '@grindline/domain';
import { cognito } from '../../lib/clients/cognito';
import { config } from '../../lib/config';
import { createHandler, json, type HttpResult } from '../../lib/create-handler';
import { identityFromIdToken } from '../../lib/id-token';
import { clearedSessionCookies, idCookie, REFRESH_COOKIE, SESSION_COOKIE } from '../../lib/session-cookies';
import { isSessionActive } from '../../services/sessions';

const EXPIRED_SESSION = new Set(['NotAuthorizedException', 'UserNotFoundException']);

function signInAgain(): HttpResult {
  return { ...json(401, { message: 'Please sign in' }), cookies: clearedSessionCookies() };
}

export const handler = createHandler(userRefreshRoute, async (req) => {
  const refreshToken = req.cookies[REFRESH_COOKIE];
  if (!refreshToken) return signInAgain();
  let answer;
  try {
    answer = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
  } catch (error) {
    if (error instanceof Error && EXPIRED_SESSION.has(error.name)) return signInAgain();
    throw error;
  }
  const tokens = answer.AuthenticationResult;
  if (!tokens?.IdToken) return signInAgain();
  const identity = identityFromIdToken(tokens.IdToken);
  if (!(await isSessionActive(req.cookies[SESSION_COOKIE], identity.username))) return signInAgain();
  return {
    ...json(200, { username: identity.username, role: identity.role, access: accessFor(identity.role) }),
    cookies: [idCookie(tokens.IdToken, tokens.ExpiresIn ?? 3600)],
  };
});
