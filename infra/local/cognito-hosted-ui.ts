/**
 * The local stand-in for what cognito-local cannot do of Cognito: its hosted OAuth endpoints that
 * federate an agency's OpenID provider (docs/local-stack.md 'Agency sign-in'). It is the smallest
 * piece that lets the handlers run the same code path as in AWS:
 *
 * - GET  /oauth2/authorize   checks client, redirect URI, PKCE and `identity_provider`, then sends
 *                            the browser to that agency's provider (its own state and nonce);
 * - GET  /oauth2/idpresponse exchanges the provider's code, verifies its ID token (signature by the
 *                            provider's JWKS, issuer, audience, nonce), makes the federated user
 *                            `<provider>_<sub>` in cognito-local, runs the same pre token
 *                            generation trigger as Cognito (functions/src/handlers/auth/
 *                            sso-pre-token.ts) and puts the user in the group it answers, gets
 *                            cognito-local's tokens, and adds to the ID token the two claims
 *                            Cognito's hosted UI adds (`nonce`, `identities`), re-signed with
 *                            cognito-local's own key so the authorizer verifies it unchanged;
 * - POST /oauth2/token       exchanges that one-time code (PKCE checked) for those tokens.
 *
 * Refresh, logout and every other call go to cognito-local itself, as before.
 */
import { createHash, createPrivateKey, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, decodeJwt, jwtVerify, SignJWT } from 'jose';
import { LOCAL_AWS } from './bootstrap';
import { resolvePackage } from './emulators/process';

/** An agency provider as the user pool federates it (one UserPoolIdentityProviderOidc in AWS). */
export interface FederatedProvider {
  cognitoName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Cognito's pre token generation trigger, as the handler exports it. */
export type PreTokenTrigger = (event: {
  version: string;
  triggerSource: string;
  userName: string;
  request: { userAttributes: Record<string, string> };
  response: { claimsAndScopeOverrideDetails?: { groupOverrideDetails?: { groupsToOverride: string[] } } | null };
}) => Promise<{ response: { claimsAndScopeOverrideDetails?: { groupOverrideDetails?: { groupsToOverride: string[] } } | null } }>;

export interface HostedUiOptions {
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
  redirectUris: string[];
  providers: FederatedProvider[];
  preToken: PreTokenTrigger;
  port: number;
}

interface PendingAuthorize {
  clientState: string;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
  provider: FederatedProvider;
  upstreamNonce: string;
  expires: number;
}

interface IssuedCode {
  tokens: { id_token: string; access_token: string; refresh_token: string; expires_in: number; token_type: 'Bearer' };
  codeChallenge: string;
  redirectUri: string;
  expires: number;
}

const random = () => randomBytes(32).toString('base64url');
const s256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Takes (and removes) a live entry: every state and code is single-use. */
function take<T extends { expires: number }>(map: Map<string, T>, key: string | null): T | undefined {
  if (!key) return undefined;
  const value = map.get(key);
  map.delete(key);
  return value && value.expires > Date.now() ? value : undefined;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

/** Starts the stand-in on 127.0.0.1:`port`; answers its base URL (the `COGNITO_DOMAIN`). */
export async function startHostedUi(options: HostedUiOptions): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: options.cognitoEndpoint, region: LOCAL_AWS.region, credentials: LOCAL_AWS.credentials });
  const signingKey = createPrivateKey((JSON.parse(readFileSync(resolvePackage('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')) as { pem: string }).pem);
  const pending = new Map<string, PendingAuthorize>();
  const codes = new Map<string, IssuedCode>();
  const discovery = new Map<string, Promise<{ authorization_endpoint: string; token_endpoint: string; jwks_uri: string }>>();
  const meta = (issuer: string) => {
    let found = discovery.get(issuer);
    if (!found) {
      found = fetch(`${issuer}/.well-known/openid-configuration`).then((r) => r.json() as never);
      discovery.set(issuer, found);
      found.catch(() => discovery.delete(issuer));
    }
    return found;
  };
  let endpoint = '';

  const redirectWithError = (res: ServerResponse, redirectUri: string, state: string, error: string) => {
    const url = new URL(redirectUri);
    url.search = new URLSearchParams({ error, state }).toString();
    send(res, 302, '', { location: url.toString() });
  };

  async function authorize(url: URL, res: ServerResponse): Promise<void> {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== options.clientId || !options.redirectUris.includes(redirectUri)) {
      return send(res, 400, 'invalid_request: unknown client_id or redirect_uri');
    }
    const state = q.get('state') ?? '';
    const provider = options.providers.find((p) => p.cognitoName === q.get('identity_provider'));
    if (q.get('response_type') !== 'code') return redirectWithError(res, redirectUri, state, 'unsupported_response_type');
    if (!provider) return redirectWithError(res, redirectUri, state, 'unauthorized_client');
    if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return redirectWithError(res, redirectUri, state, 'invalid_request');
    const upstreamState = random();
    const upstreamNonce = random();
    pending.set(upstreamState, {
      clientState: state,
      nonce: q.get('nonce') ?? '',
      codeChallenge: q.get('code_challenge')!,
      redirectUri,
      provider,
      upstreamNonce,
      expires: Date.now() + 600_000,
    });
    const target = new URL((await meta(provider.issuer)).authorization_endpoint);
    target.search = new URLSearchParams({
      client_id: provider.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${endpoint}/oauth2/idpresponse`,
      state: upstreamState,
      nonce: upstreamNonce,
    }).toString();
    send(res, 302, '', { location: target.toString() });
  }

  // One sign-in at a time per federated user: each sets the user's one-off password, so two at
  // once (two tabs, two test workers) would sign in with each other's.
  const locks = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const next = (locks.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
    locks.set(key, next);
    void next.finally(() => locks.get(key) === next && locks.delete(key)).catch(() => undefined);
    return next;
  }

  /** The federated user in cognito-local, in exactly the groups the trigger answers; its tokens. */
  function federatedTokens(provider: FederatedProvider, claims: Record<string, unknown>) {
    return oneAtATime(`${provider.cognitoName}_${String(claims.sub)}`, () => signInFederated(provider, claims));
  }

  async function signInFederated(provider: FederatedProvider, claims: Record<string, unknown>) {
    const sub = String(claims.sub);
    const username = `${provider.cognitoName}_${sub}`;
    const identities = JSON.stringify([{ userId: sub, providerName: provider.cognitoName, providerType: 'OIDC', primary: 'true', dateCreated: Date.now() }]);
    const groupsClaim = Array.isArray(claims.groups) ? claims.groups.filter((g): g is string => typeof g === 'string') : [];
    const email = typeof claims.email === 'string' ? claims.email : '';
    const exists = await cognito.send(new AdminGetUserCommand({ UserPoolId: options.userPoolId, Username: username })).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: options.userPoolId,
          Username: username,
          MessageAction: 'SUPPRESS',
          UserAttributes: email ? [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }] : [],
        }),
      );
    }
    const triggered = await options.preToken({
      version: '2',
      triggerSource: 'TokenGeneration_HostedAuth',
      userName: username,
      request: { userAttributes: { sub, email, identities, 'custom:agency_groups': JSON.stringify(groupsClaim) } },
      response: {},
    });
    const wanted = triggered.response.claimsAndScopeOverrideDetails?.groupOverrideDetails?.groupsToOverride ?? [];
    const current = (await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: options.userPoolId, Username: username }))).Groups ?? [];
    for (const group of current) {
      if (group.GroupName && !wanted.includes(group.GroupName)) {
        await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: options.userPoolId, Username: username, GroupName: group.GroupName }));
      }
    }
    for (const group of wanted) {
      if (!current.some((g) => g.GroupName === group)) {
        await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: options.userPoolId, Username: username, GroupName: group }));
      }
    }
    // Federated users have no password in Cognito; cognito-local issues tokens only through one,
    // so each sign-in sets a fresh random one nobody ever sees.
    const password = `Fed-${random()}-1a`;
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: options.userPoolId, Username: username, Password: password, Permanent: true }));
    const auth = await cognito.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: options.clientId, AuthParameters: { USERNAME: username, PASSWORD: password } }),
    );
    const result = auth.AuthenticationResult;
    if (!result?.IdToken || !result.RefreshToken || !result.AccessToken) throw new Error('cognito-local issued no tokens');
    return { result, identities: JSON.parse(identities) as unknown[] };
  }

  async function idpResponse(url: URL, res: ServerResponse): Promise<void> {
    const started = take(pending, url.searchParams.get('state'));
    if (!started) return send(res, 400, 'invalid_state: this sign-in is unknown or was already used');
    const code = url.searchParams.get('code');
    if (!code) return redirectWithError(res, started.redirectUri, started.clientState, url.searchParams.get('error') === 'access_denied' ? 'access_denied' : 'server_error');
    const { provider } = started;
    const md = await meta(provider.issuer);
    const exchanged = await fetch(md.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${endpoint}/oauth2/idpresponse` }).toString(),
    });
    const body = (await exchanged.json().catch(() => ({}))) as { id_token?: string };
    if (!exchanged.ok || !body.id_token) return redirectWithError(res, started.redirectUri, started.clientState, 'invalid_grant');
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(body.id_token, createRemoteJWKSet(new URL(md.jwks_uri)), { issuer: provider.issuer, audience: provider.clientId }));
      if (claims.nonce !== started.upstreamNonce) throw new Error('nonce');
    } catch {
      return redirectWithError(res, started.redirectUri, started.clientState, 'invalid_token');
    }
    const { result, identities } = await federatedTokens(provider, claims);
    const cognitoClaims = decodeJwt(result.IdToken!);
    const idToken = await new SignJWT({ ...cognitoClaims, nonce: started.nonce, identities })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(signingKey);
    const issued = random();
    codes.set(issued, {
      tokens: { id_token: idToken, access_token: result.AccessToken!, refresh_token: result.RefreshToken!, expires_in: result.ExpiresIn ?? 3600, token_type: 'Bearer' },
      codeChallenge: started.codeChallenge,
      redirectUri: started.redirectUri,
      expires: Date.now() + 300_000,
    });
    const back = new URL(started.redirectUri);
    back.search = new URLSearchParams({ code: issued, state: started.clientState }).toString();
    send(res, 302, '', { location: back.toString() });
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readBody(req);
    if (form.get('grant_type') !== 'authorization_code') return send(res, 400, { error: 'unsupported_grant_type' });
    if (form.get('client_id') !== options.clientId) return send(res, 400, { error: 'invalid_client' });
    const issued = take(codes, form.get('code'));
    const verifier = form.get('code_verifier');
    if (!issued || issued.redirectUri !== form.get('redirect_uri') || !verifier || s256(verifier) !== issued.codeChallenge) {
      return send(res, 400, { error: 'invalid_grant' });
    }
    send(res, 200, issued.tokens);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route =
      req.method === 'GET' && url.pathname === '/oauth2/authorize'
        ? authorize(url, res)
        : req.method === 'GET' && url.pathname === '/oauth2/idpresponse'
          ? idpResponse(url, res)
          : req.method === 'POST' && url.pathname === '/oauth2/token'
            ? token(req, res)
            : Promise.resolve(send(res, 404, 'Not found'));
    route.catch((error: unknown) => send(res, 500, `server_error: ${(error as Error).message}`));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
