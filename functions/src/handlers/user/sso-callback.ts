/**
 * POST /api/user/sso/callback (public): finishes an agency sign-in with the code and state the
 * provider sent the browser back with (the shell's /sso/callback page posts them). State is used
 * once and must belong to this browser; the code is exchanged with the PKCE verifier; the ID
 * token is verified (signature, issuer, audience, expiry, nonce, provider) and its role must stay
 * in the provider's site. Then the session is started exactly as a password sign-in's: the same
 * session service and the same three cookies (docs/api.md 'Agency sign-in').
 */
import { accessFor } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { idCookie, refreshCookie, sessionCookie, signedInHintCookie } from '../../lib/session-cookies';
import { clearedSsoCookie, SSO_COOKIE } from '../../lib/sso-cookie';
import { parseBody } from '../../lib/validate';
import { createSession } from '../../services/sessions';
import { finishAgencySignIn } from '../../services/sso/agency-sign-in';
import { ssoCallbackSchema } from '../../services/sso/schemas';

export const handler = createHandler('user-sso-callback', async (req) => {
  const { code, state } = parseBody(ssoCallbackSchema, req.body);
  const signedIn = await finishAgencySignIn(code, state, req.cookies[SSO_COOKIE]);
  const sid = await createSession(signedIn.username);
  const { username, role, returnTo } = signedIn;
  return {
    ...json(200, { username, role, access: accessFor(role), returnTo }),
    cookies: [idCookie(signedIn.idToken, signedIn.expiresIn), refreshCookie(signedIn.refreshToken), sessionCookie(sid), signedInHintCookie(), clearedSsoCookie()],
  };
});
