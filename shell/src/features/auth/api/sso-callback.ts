import { toSessionUser, type SessionUser } from 'shell/kit';
import { ssoRequest } from './sso-request';

/**
 * POST /api/user/sso/callback (public): finishes an agency sign-in with the code and state the
 * provider sent back to /sso/callback. The server checks state, nonce and PKCE and sets the
 * session cookies; answers the user and the page to land on.
 */
export async function completeAgencySignIn(code: string, state: string): Promise<{ user: SessionUser; returnTo: string }> {
  const answer = await ssoRequest((calls) => calls.callback({ code, state }));
  const user = toSessionUser(answer);
  if (!user) throw new Error('The agency sign-in answered no user. Try again.');
  const returnTo = typeof answer.returnTo === 'string' && /^\/(?!\/)/.test(answer.returnTo) ? answer.returnTo : '/';
  return { user, returnTo };
}
