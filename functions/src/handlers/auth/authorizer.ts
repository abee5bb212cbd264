/**
 * Lambda authorizer of the HTTP API (payload 2.0, simple responses). Verifies the ID token in the
 * gl_id cookie against the user pool's JWKS and issuer (signature, issuer, token_use 'id',
 * expiry), then that the gl_sid cookie names a live server-side session of the same user (so a
 * logout ends every copy of the cookies at once: docs/security.md). It never denies: an invalid session is passed on as authenticated 'false' so the
 * route answers 401 ('sign in again'), which the client can tell from a 403 ('not allowed').
 * It logs under the request's correlation id (API Gateway's request id, as the route does).
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '../../lib/config';
import { parseCookies } from '../../lib/create-handler';
import type { HttpApiEvent } from '../../lib/http-event';
import { identityFromClaims } from '../../lib/id-token';
import { logger, observedHandler, setCorrelationId } from '../../lib/observability';
import { ID_COOKIE, SESSION_COOKIE } from '../../lib/session-cookies';
import { liveSession } from '../../services/sessions';

/** Keys are fetched once and cached per Lambda instance (jose refetches on an unknown kid). */
const jwks = createRemoteJWKSet(new URL(config.cognitoJwksUrl));
const issuer = config.cognitoIssuer;

export interface AuthorizerResult {
  isAuthorized: true;
  context: { authenticated: 'true'; username: string; role: string; identityProvider?: string; mfaPending?: 'true' } | { authenticated: 'false' };
}

/** jose error codes that mean "this token is no good", as opposed to "the JWKS is unreachable". */
function isBadToken(code: string | undefined): boolean {
  if (!code) return false;
  return /^ERR_JW[ST]_/.test(code) || ['ERR_JWKS_NO_MATCHING_KEY', 'ERR_JOSE_ALG_NOT_ALLOWED', 'ERR_JOSE_NOT_SUPPORTED'].includes(code);
}

const anonymous: AuthorizerResult = { isAuthorized: true, context: { authenticated: 'false' } };

/** The authorizer: the caller's username and role when gl_id holds a valid ID token of a live session. */
export const handler = observedHandler('authorizer', async (event: HttpApiEvent): Promise<AuthorizerResult> => {
  setCorrelationId(event.requestContext?.requestId);
  const cookies = parseCookies(event);
  const token = cookies[ID_COOKIE];
  if (!token) return anonymous;
  let identity: { username: string; role: string; identityProvider?: string };
  try {
    // The audience is our app client: a token another client of the same pool got is refused.
    const { payload } = await jwtVerify(token, jwks, { issuer, audience: config.userPoolClientId });
    if (payload.token_use !== 'id') return anonymous;
    identity = identityFromClaims(payload as Record<string, unknown>);
    if (!identity.username) return anonymous;
  } catch (error) {
    // Expired, tampered or foreign tokens are ordinary; only an unreachable JWKS is worth a log.
    const err = error as { code?: string; message?: string };
    if (!isBadToken(err.code)) {
      logger.error('Token not verified', { reason: err.message ?? String(error) });
    }
    return anonymous;
  }
  // A table that cannot be read is an outage, not a bad session: let it surface as an error.
  const session = await liveSession(cookies[SESSION_COOKIE], identity.username);
  if (!session) return anonymous;
  const { username, role, identityProvider } = identity;
  // The agency provider of a federated user: an approval records it (decisions §53).
  return { isAuthorized: true, context: { authenticated: 'true', username, role, ...(identityProvider ? { identityProvider } : {}), ...(session.mfaPending ? { mfaPending: 'true' as const } : {}) } };
});
