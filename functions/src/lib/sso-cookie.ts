/**
 * The `gl_sso` cookie: a random secret set when an agency sign-in starts and required by its
 * callback (its hash is stored with the state), so a sign-in link or callback address copied
 * into another browser cannot finish there (login CSRF). httpOnly, only sent to the agency
 * sign-in routes, and gone after ten minutes or once the sign-in ends.
 */
import { config } from './config';

/** How long a started agency sign-in may take (the agency's login page included). */
export const SSO_STATE_SECONDS = 600;

export const SSO_COOKIE = 'gl_sso';
const PATH = '/api/user/sso';

const secure = () => (config.cookieSecure ? '; Secure' : '');

/** Set-Cookie of the browser secret of a sign-in in progress. */
export function ssoCookie(secret: string): string {
  return `${SSO_COOKIE}=${secret}; HttpOnly; SameSite=Strict; Path=${PATH}; Max-Age=${SSO_STATE_SECONDS}${secure()}`;
}

/** Set-Cookie that removes it. */
export function clearedSsoCookie(): string {
  return `${SSO_COOKIE}=; HttpOnly; SameSite=Strict; Path=${PATH}; Max-Age=0${secure()}`;
}
