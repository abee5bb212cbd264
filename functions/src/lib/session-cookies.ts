/**
 * The session cookies (docs/architecture.md, docs/security.md): `gl_id` holds the ID token for
 * every /api call, `gl_sid` the id of the server-side session the authorizer checks (so logout
 * ends it at once), `gl_refresh` the refresh token, sent only to /api/user. All httpOnly and
 * SameSite=Strict so script never sees a token and no other site can ride the session.
 */
import { config } from './config';

export const ID_COOKIE = 'gl_id';
export const REFRESH_COOKIE = 'gl_refresh';
export const SESSION_COOKIE = 'gl_sid';
/**
 * Not a secret and not httpOnly: only tells the shell that a session may exist, so the login
 * screen does not ask GET /api/user (a 401, a console error) when nobody has signed in.
 */
export const SIGNED_IN_HINT_COOKIE = 'gl_signed_in';
/** Lifetime of the refresh cookie: 30 days, Cognito's default refresh token validity. */
export const REFRESH_MAX_AGE = 2_592_000;

function cookie(name: string, value: string, path: string, maxAge: number, httpOnly = true): string {
  const secure = config.cookieSecure ? '; Secure' : '';
  return `${name}=${value}${httpOnly ? '; HttpOnly' : ''}; SameSite=Strict; Path=${path}; Max-Age=${maxAge}${secure}`;
}

/** Set-Cookie for the ID token, living as long as the token. */
export function idCookie(idToken: string, expiresInSeconds: number): string {
  return cookie(ID_COOKIE, idToken, '/api', Math.max(0, Math.floor(expiresInSeconds)));
}

/** Set-Cookie for the refresh token. */
export function refreshCookie(refreshToken: string): string {
  return cookie(REFRESH_COOKIE, refreshToken, '/api/user', REFRESH_MAX_AGE);
}

/** Set-Cookie for the server-side session id, living as long as the refresh token. */
export function sessionCookie(sid: string): string {
  return cookie(SESSION_COOKIE, sid, '/api', REFRESH_MAX_AGE);
}

/** Set-Cookie of the signed-in hint (readable by script, holds nothing but '1'). */
export function signedInHintCookie(): string {
  return cookie(SIGNED_IN_HINT_COOKIE, '1', '/', REFRESH_MAX_AGE, false);
}

/** Set-Cookie values that remove every session cookie and the hint. */
export function clearedSessionCookies(): string[] {
  return [
    cookie(ID_COOKIE, '', '/api', 0),
    cookie(REFRESH_COOKIE, '', '/api/user', 0),
    cookie(SESSION_COOKIE, '', '/api', 0),
    cookie(SIGNED_IN_HINT_COOKIE, '', '/', 0, false),
  ];
}

/** Cookie of a sign-in waiting for its challenge answer (new password, TOTP code). */
export const CHALLENGE_COOKIE = 'gl_challenge';

/**
 * Cognito's challenge Session between the login and its answer: httpOnly like every token, only
 * sent to the login routes, and as short-lived as Cognito's session (3 minutes).
 */
export function challengeCookie(username: string, session: string): string {
  return cookie(CHALLENGE_COOKIE, encodeURIComponent(JSON.stringify({ u: username, s: session })), '/api/user/login', 180);
}

/** Clears the challenge cookie. */
export function clearedChallengeCookie(): string {
  return cookie(CHALLENGE_COOKIE, '', '/api/user/login', 0);
}

/** The challenge of the cookie, when it is one of `username`'s. */
export function challengeOf(cookies: Record<string, string>, username: string): string | null {
  try {
    const value = JSON.parse(cookies[CHALLENGE_COOKIE] ?? '') as { u?: unknown; s?: unknown };
    return value.u === username && typeof value.s === 'string' && value.s ? value.s : null;
  } catch {
    return null;
  }
}
