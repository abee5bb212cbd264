/**
 * POST /api/user/logout (public, uses the cookies): ends the server-side session, so the
 * authorizer refuses the old cookies at once (docs/security.md), revokes the refresh token
 * (cognito-local has no GlobalSignOut) and always clears every session cookie. A failure to
 * revoke is logged, not shown: the user is signed out either way (spec 002 section 3: on 200 the
 * user state is cleared). A failure to end the session is a 500, since the session would live on.
 */
import { RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { userLogoutRoute } from '@grindline/domain';
import { cognito } from '../../lib/clients/cognito';
import { config } from '../../lib/config';
import { createHandler, json } from '../../lib/create-handler';
import { logger } from '../../lib/observability';
import { clearedSessionCookies, REFRESH_COOKIE, SESSION_COOKIE } from '../../lib/session-cookies';
import { endSession } from '../../services/sessions';

export const handler = createHandler(userLogoutRoute, async (req) => {
  await endSession(req.cookies[SESSION_COOKIE]);
  const refreshToken = req.cookies[REFRESH_COOKIE];
  if (refreshToken) {
    try {
      await cognito.send(new RevokeTokenCommand({ ClientId: config.userPoolClientId, Token: refreshToken }));
    } catch (error) {
      logger.error('Refresh token not revoked', { error: error instanceof Error ? error : new Error(String(error)) });
    }
  }
  return { ...json(200, { ok: true }), cookies: clearedSessionCookies() };
});
