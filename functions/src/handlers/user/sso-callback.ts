/**
 * POST /api/user/sso/callback (public): finishes an agency sign-in with the code and state the
 * provider sent the browser back with (the shell's /sso/callback page posts them). State is used
 * once and must belong to this browser; the code is exchanged with the PKCE verifier; the ID
 * token is verified (signature, issuer, audience, expiry, nonce, provider) and its role must stay
 * in the provider's site. Then the session is started exactly as a password sign-in's: the same
 * session service and the same three cookies (docs/api.md 'Agency sign-in'). A refused agency
 * sign-in counts as LoginFailures.
 */
import { accessFor, userSsoCallbackRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { HttpError } from '../../lib/errors';
import { METRIC_NAMES } from '../../lib/metric-names';
import { addMetric, logger } from '../../lib/observability';
import { idCookie, refreshCookie, sessionCookie, signedInHintCookie } from '../../lib/session-cookies';
import { clearedSsoCookie, SSO_COOKIE } from '../../lib/sso-cookie';
import { createSession } from '../../services/sessions';
import { finishAgencySignIn } from '../../services/sso/agency-sign-in';

export const handler = createHandler(userSsoCallbackRoute, async (req) => {
  const { code, state } = req.body;
  const signedIn = await finishAgencySignIn(code, state, req.cookies[SSO_COOKIE]).catch((error: unknown) => {
    if (error instanceof HttpError) {
      addMetric(METRIC_NAMES.loginFailures);
      logger.info('Agency sign-in refused', { status: error.statusCode, reason: error.message });
    }
    throw error;
  });
  const sid = await createSession(signedIn.username);
  const { username, role, returnTo } = signedIn;
  return {
    ...json(200, { username, role, access: accessFor(role), returnTo }),
    cookies: [idCookie(signedIn.idToken, signedIn.expiresIn), refreshCookie(signedIn.refreshToken), sessionCookie(sid), signedInHintCookie(), clearedSsoCookie()],
  };
});
