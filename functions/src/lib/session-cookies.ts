/**
 * The session cookies (docs/architecture.md): `gl_id` holds the ID token for every /api call,
 * `gl_refresh` the refresh token, sent only to /api/user. Both httpOnly and SameSite=Strict so
 * script never sees a token and no other site can ride the session.
 */
import { config } from './config';

export const ID_COOKIE = 'gl_id';
export const REFRESH_COOKIE = 'gl_refresh';
/** Lifetime of the refresh cookie: 30 days, Cognito's default refresh token validity. */
export const REFRESH_MAX_AGE = 2_592_000;

function cookie(name: string, value: string, path: string, maxAge: number): string {
  const secure = config.cookieSecure ? '; Secure' : '';
  return `${name}=${value}; HttpOnly; SameSite=Strict; Path=${path}; Max-Age=${maxAge}${secure}`;
}

/** Set-Cookie for the ID token, living as long as the token. */
export function idCookie(idToken: string, expiresInSeconds: number): string {
  return cookie(ID_COOKIE, idToken, '/api', Math.max(0, Math.floor(expiresInSeconds)));
}

/** Set-Cookie for the refresh token. */
export function refreshCookie(refreshToken: string): string {
  return cookie(REFRESH_COOKIE, refreshToken, '/api/user', REFRESH_MAX_AGE);
}

/** Set-Cookie values that remove both session cookies. */
export function clearedSessionCookies(): string[] {
  return [cookie(ID_COOKIE, '', '/api', 0), cookie(REFRESH_COOKIE, '', '/api/user', 0)];
}
