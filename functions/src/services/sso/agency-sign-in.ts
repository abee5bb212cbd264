/**
 * Agency single sign-on (docs/security.md 'Agency sign-in'): OpenID Connect authorization code
 * flow with PKCE against Cognito's hosted OAuth endpoints, which federate each agency's own
 * provider. Starting stores state, nonce and the PKCE verifier server-side (bound to the browser
 * by the `gl_sso` cookie); finishing consumes that state once, exchanges the code, verifies the
 * ID token like the authorizer does plus its nonce and provider, and checks the mapped role
 * stays inside the provider's site. The session is then the same as a password sign-in's.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { ssoStateKey, type SsoStateItem } from '../../data/session-entities';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { SSO_STATE_SECONDS } from '../../lib/sso-cookie';
import { identityFromClaims, type IdentityClaims } from '../../lib/id-token';
import { providerById, roleStaysInSite, type AgencyProvider } from './providers';


const random = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

const badField = (path: string, message: string) => new BadRequestError(message, [{ path, message }]);

/** A provider by id, or a 400 that names it. */
export function requireProvider(id: string): AgencyProvider {
  const provider = providerById(id);
  if (!provider) throw badField('provider', `provider '${id}' is not an agency sign-in of Grindline. Check the link you followed.`);
  return provider;
}

/**
 * Starts an agency sign-in: answers Cognito's authorize URL (sending the browser to the agency's
 * provider) and the browser secret for the `gl_sso` cookie.
 */
export async function startAgencySignIn(providerId: string, returnTo: string, now = new Date()): Promise<{ authorizeUrl: string; browserSecret: string }> {
  const provider = requireProvider(providerId);
  const state = random();
  const nonce = random();
  const codeVerifier = random();
  const browserSecret = random();
  const item: SsoStateItem = {
    ...ssoStateKey(sha256(state)),
    entity: 'ssoState',
    provider: provider.id,
    nonce,
    codeVerifier,
    returnTo,
    browserHash: sha256(browserSecret),
    expiresAt: Math.floor(now.getTime() / 1000) + SSO_STATE_SECONDS,
  };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: item }));
  const url = new URL(`${config.cognitoDomain}/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.userPoolClientId,
    redirect_uri: config.ssoRedirectUrl,
    identity_provider: provider.cognitoName,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: sha256(codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return { authorizeUrl: url.toString(), browserSecret };
}

const REPLAYED = 'This sign-in link was already used or has expired. Start again from your agency’s link.';

/** Takes the state out of the table (once: a second use finds nothing) and checks its browser. */
async function consumeState(state: string, browserSecret: string | undefined, now: Date): Promise<SsoStateItem> {
  let item: SsoStateItem | undefined;
  try {
    const answer = await ddb.send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: ssoStateKey(sha256(state)),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    item = answer.Attributes as SsoStateItem | undefined;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  if (!item || item.expiresAt <= Math.floor(now.getTime() / 1000)) throw badField('state', REPLAYED);
  if (!browserSecret || sha256(browserSecret) !== item.browserHash) {
    throw badField('state', 'This sign-in was started in another browser or its cookie is gone. Start again from your agency’s link.');
  }
  return item;
}

interface CognitoTokens {
  id_token: string;
  refresh_token: string;
  expires_in: number;
}

/** The authorization code exchanged at Cognito's token endpoint, with the PKCE verifier. */
async function exchangeCode(code: string, codeVerifier: string): Promise<CognitoTokens> {
  const response = await fetch(`${config.cognitoDomain}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: config.userPoolClientId,
      code,
      redirect_uri: config.ssoRedirectUrl,
      code_verifier: codeVerifier,
    }).toString(),
    signal: AbortSignal.timeout(8000),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<CognitoTokens> & { error?: string };
  if (!response.ok || !body.id_token || !body.refresh_token) {
    const reason = typeof body.error === 'string' && /^[a-z_]{1,40}$/.test(body.error) ? ` (${body.error})` : '';
    throw badField('code', `code was refused by the sign-in service${reason}. Start again from your agency’s link.`);
  }
  return { id_token: body.id_token, refresh_token: body.refresh_token, expires_in: Number(body.expires_in) || 3600 };
}

let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

/** What was wrong with a token, in words a person can pass on. */
function tokenProblem(error: unknown): string {
  const { code, claim } = error as { code?: string; claim?: string };
  if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' || code === 'ERR_JWKS_NO_MATCHING_KEY') return 'its signature is not the user pool’s';
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'aud') return 'it was issued to another application (wrong audience)';
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'iss') return 'it was issued by another user pool';
  if (code === 'ERR_JWT_EXPIRED') return 'it has expired';
  return 'it is not a valid token';
}

/**
 * Verifies the ID token Cognito answered: signature (pool JWKS), issuer, audience (our client),
 * expiry, `token_use`, the nonce of this sign-in, and that it comes from this sign-in's provider.
 */
export async function verifyAgencyIdToken(idToken: string, expected: { nonce: string; provider: AgencyProvider }): Promise<IdentityClaims> {
  jwks ??= createRemoteJWKSet(new URL(config.cognitoJwksUrl));
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, jwks, { issuer: config.cognitoIssuer, audience: config.userPoolClientId }));
  } catch (error) {
    throw new UnauthorizedError(`The agency sign-in was refused: the identity token failed verification, ${tokenProblem(error)}.`);
  }
  if (payload.token_use !== 'id') throw new UnauthorizedError('The agency sign-in was refused: the token is not an ID token.');
  if (payload.nonce !== expected.nonce) throw new UnauthorizedError('The agency sign-in was refused: the token’s nonce is not this sign-in’s.');
  const identities = Array.isArray(payload.identities) ? (payload.identities as { providerName?: unknown }[]) : [];
  if (!identities.some((i) => i.providerName === expected.provider.cognitoName)) {
    throw new ForbiddenError(`The agency sign-in was refused: this account does not come from ${expected.provider.label}’s sign-in.`);
  }
  return identityFromClaims(payload as Record<string, unknown>);
}

export interface AgencySignInResult extends IdentityClaims {
  idToken: string;
  refreshToken: string;
  expiresIn: number;
  returnTo: string;
}

/** Finishes an agency sign-in started in this browser; throws a 4xx with a clear message otherwise. */
export async function finishAgencySignIn(code: string, state: string, browserSecret: string | undefined, now = new Date()): Promise<AgencySignInResult> {
  const started = await consumeState(state, browserSecret, now);
  const provider = providerById(started.provider);
  if (!provider) throw badField('state', 'This agency sign-in is no longer set up. Ask your Grindline administrator.');
  const tokens = await exchangeCode(code, started.codeVerifier);
  const identity = await verifyAgencyIdToken(tokens.id_token, { nonce: started.nonce, provider });
  if (!identity.username || !roleStaysInSite(provider, identity.role)) {
    throw new ForbiddenError(`The agency sign-in was refused: ${provider.label} accounts may only open ${provider.site}, and this one is mapped to '${identity.role || 'no role'}'.`);
  }
  return { ...identity, idToken: tokens.id_token, refreshToken: tokens.refresh_token, expiresIn: tokens.expires_in, returnTo: started.returnTo };
}
