/**
 * POST /api/user/logout (public, uses the cookies): revokes the refresh token (cognito-local has
 * no GlobalSignOut, and revoking is what ends the session for good) and always clears both
 * cookies. A failure to revoke is logged, not shown: the user is signed out of this browser
 * either way (spec 002 section 3: on 200 the user state is cleared).
 */
import { RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../../lib/clients';
import { config } from '../../lib/config';
import { createHandler, json } from '../../lib/create-handler';
import { clearedSessionCookies, REFRESH_COOKIE } from '../../lib/session-cookies';

export const handler = createHandler('user-logout', async (req) => {
  const refreshToken = req.cookies[REFRESH_COOKIE];
  if (refreshToken) {
    try {
      await cognito.send(new RevokeTokenCommand({ ClientId: config.userPoolClientId, Token: refreshToken }));
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      console.error(JSON.stringify({ level: 'error', route: 'user-logout', message: 'Logout error', cause: err.message }));
    }
  }
  return { ...json(200, { ok: true }), cookies: clearedSessionCookies() };
});
