/**
 * ID tokens that must not open a session: tampered, expired, and of another user pool. The
 * expired one is forged with cognito-local's own signing key (it ships in the package), so it is
 * valid in every other respect, which {@link forgeIdToken} with a future expiry proves.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEMO_PASSWORD } from '../support/session';

/** cognito-local's RSA key: the one behind the `CognitoLocal` kid of every pool's JWKS. */
function cognitoLocalJwk(): JWK {
  const dir = dirname(require.resolve('cognito-local/package.json'));
  return (JSON.parse(readFileSync(join(dir, 'lib/keys/cognitoLocal.private.json'), 'utf8')) as { jwk: JWK }).jwk;
}

/**
 * `token` re-signed with cognito-local's key after merging `claims` into its payload (header kept:
 * alg RS256, kid CognitoLocal). With `exp` in the future the result is a valid token.
 */
export async function forgeIdToken(token: string, claims: JWTPayload): Promise<string> {
  const header = decodeProtectedHeader(token);
  const key = await importJWK(cognitoLocalJwk(), 'RS256');
  return new SignJWT({ ...decodeJwt(token), ...claims }).setProtectedHeader({ alg: 'RS256', kid: header.kid }).sign(key);
}

/** `token` re-signed with every claim intact but an expiry an hour ago (issued two hours ago). */
export function expiredIdToken(token: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return forgeIdToken(token, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
}

/** `token` with one character of its signature changed (not the last: its low bits may be padding). */
export function alteredSignatureToken(token: string): string {
  const [header, payload, signature] = token.split('.');
  const i = Math.floor(signature.length / 2);
  const swapped = signature[i] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, i)}${swapped}${signature.slice(i + 1)}`;
}

/** `token` with its payload changed (role escalated to admin) but its original signature. */
export function escalatedPayloadToken(token: string): string {
  const [header, , signature] = token.split('.');
  const payload = { ...decodeJwt(token), 'cognito:groups': ['admin'] };
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

/**
 * A genuine ID token of user `admin` in group `admin` of a second user pool of the same
 * cognito-local: same signing key, hence a good signature, but another issuer.
 */
export async function otherPoolIdToken(): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({});
  try {
    const pool = await cognito.send(new CreateUserPoolCommand({ PoolName: `harness-foreign-${Date.now()}` }));
    const UserPoolId = pool.UserPool!.Id!;
    const app = await cognito.send(
      new CreateUserPoolClientCommand({ UserPoolId, ClientName: 'foreign', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] }),
    );
    await cognito.send(new CreateGroupCommand({ UserPoolId, GroupName: 'admin' }));
    await cognito.send(new AdminCreateUserCommand({ UserPoolId, Username: 'admin', MessageAction: 'SUPPRESS' }));
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: 'admin', Password: DEMO_PASSWORD, Permanent: true }));
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: 'admin', GroupName: 'admin' }));
    const answer = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: app.UserPoolClient!.ClientId!,
        AuthParameters: { USERNAME: 'admin', PASSWORD: DEMO_PASSWORD },
      }),
    );
    const token = answer.AuthenticationResult?.IdToken;
    if (!token) throw new Error('The second user pool gave no ID token');
    return token;
  } finally {
    cognito.destroy();
  }
}
