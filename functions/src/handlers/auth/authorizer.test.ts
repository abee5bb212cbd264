import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { decodeJwt, importPKCS8, SignJWT } from 'jose';
import { handler as authorizer } from './authorizer';
import { httpEvent } from '../../../tests/support/events';
import { sessionCookies, signIn } from '../../../tests/support/session';
import { handler as logout } from '../user/logout';

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
    const session = await signIn('admin');
    expect(await authorize(sessionCookies(session))).toEqual({
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

  it('refuses a validly signed token that has expired, has another issuer or audience, or is not an ID token', async () => {
    const session = await signIn('bartadmin');
    const claims = decodeJwt(session.idToken);
    const now = Math.floor(Date.now() / 1000);
    const gl_sid = session.sessionId;
    expect(await authorize({ gl_sid, gl_id: await signAsPool({ ...claims }) })).toMatchObject({ context: { authenticated: 'true' } });
    expect(await authorize({ gl_sid, gl_id: await signAsPool({ ...claims, iat: now - 7200, exp: now - 3600 }) })).toEqual(anonymous);
    expect(await authorize({ gl_sid, gl_id: await signAsPool({ ...claims, iss: 'https://elsewhere.example/pool' }) })).toEqual(anonymous);
    expect(await authorize({ gl_sid, gl_id: await signAsPool({ ...claims, token_use: 'access' }) })).toEqual(anonymous);
    expect(await authorize({ gl_sid, gl_id: await signAsPool({ ...claims, aud: 'another-app-client' }) })).toEqual(anonymous);
  });

  it('refuses the refresh token in place of the ID token', async () => {
    const session = await signIn('admin');
    expect(await authorize({ ...sessionCookies(session), gl_id: session.refreshToken })).toEqual(anonymous);
  });

  it('refuses a valid ID token without a live session of the same user', async () => {
    const bart = await signIn('bartadmin');
    const other = await signIn('mbta');
    expect(await authorize({ gl_id: bart.idToken })).toEqual(anonymous);
    expect(await authorize({ gl_id: bart.idToken, gl_sid: 'x'.repeat(43) })).toEqual(anonymous);
    expect(await authorize({ gl_id: bart.idToken, gl_sid: other.sessionId })).toEqual(anonymous);
  });

  it('refuses the old cookies at once after logout, while another session of the user lives on', async () => {
    const first = await signIn('nctdadmin');
    const second = await signIn('nctdadmin');
    const out = await logout(httpEvent({ method: 'POST', path: '/api/user/logout', cookies: { ...sessionCookies(first), gl_refresh: first.refreshToken } }), {} as never);
    expect(out.statusCode).toBe(200);
    expect(await authorize(sessionCookies(first))).toEqual(anonymous);
    expect(await authorize(sessionCookies(second))).toMatchObject({ context: { authenticated: 'true', username: 'nctdadmin' } });
  });
});
