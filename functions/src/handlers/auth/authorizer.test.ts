import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { decodeJwt, importPKCS8, SignJWT } from 'jose';
import { handler as authorizer } from './authorizer';
import { httpEvent } from '../../../tests/support/events';
import { signIn } from '../../../tests/support/session';

const anonymous = { isAuthorized: true, context: { authenticated: 'false' } };
const authorize = (cookies: Record<string, string>) => authorizer(httpEvent({ cookies }));

/** Signs claims with cognito-local's own key, as a token the pool itself would have issued. */
async function signAsPool(claims: Record<string, unknown>): Promise<string> {
  const keyFile = join(dirname(require.resolve('cognito-local/package.json')), 'lib/keys/cognitoLocal.private.json');
  const { pem } = JSON.parse(readFileSync(keyFile, 'utf8')) as { pem: string };
  const key = await importPKCS8(pem.includes('BEGIN PRIVATE KEY') ? pem : toPkcs8(pem), 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(key);
}

function toPkcs8(pem: string): string {
  const { createPrivateKey } = require('node:crypto') as typeof import('node:crypto');
  return createPrivateKey(pem).export({ type: 'pkcs8', format: 'pem' }).toString();
}

describe('authorizer', () => {
  it('vouches for a real ID token: username and first group as role', async () => {
    const { idToken } = await signIn('admin');
    expect(await authorize({ gl_id: idToken })).toEqual({
      isAuthorized: true,
      context: { authenticated: 'true', username: 'admin', role: 'admin' },
    });
  });

  it('passes on no cookie, garbage, or a token with a changed payload as authenticated false', async () => {
    const { idToken } = await signIn('mbta');
    const [header, , signature] = idToken.split('.');
    const claims = { ...decodeJwt(idToken), 'cognito:groups': ['admin'] };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(await authorize({})).toEqual(anonymous);
    expect(await authorize({ gl_id: 'not.a.token' })).toEqual(anonymous);
    expect(await authorize({ gl_id: forged })).toEqual(anonymous);
  });

  it('refuses a validly signed token that has expired, has another issuer, or is not an ID token', async () => {
    const { idToken } = await signIn('bartadmin');
    const claims = decodeJwt(idToken);
    const now = Math.floor(Date.now() / 1000);
    expect(await authorize({ gl_id: await signAsPool({ ...claims }) })).toMatchObject({ context: { authenticated: 'true' } });
    expect(await authorize({ gl_id: await signAsPool({ ...claims, iat: now - 7200, exp: now - 3600 }) })).toEqual(anonymous);
    expect(await authorize({ gl_id: await signAsPool({ ...claims, iss: 'https://elsewhere.example/pool' }) })).toEqual(anonymous);
    expect(await authorize({ gl_id: await signAsPool({ ...claims, token_use: 'access' }) })).toEqual(anonymous);
  });

  it('refuses the refresh token in place of the ID token', async () => {
    const { refreshToken } = await signIn('admin');
    expect(await authorize({ gl_id: refreshToken })).toEqual(anonymous);
  });
});
