import { refreshSession } from './api-fetch';
import { readMfaSetupRequired } from './mfa-gate';
import { setUser, toSessionUser } from './session';
import type { SessionUser } from './types';

/**
 * Loads the user at start-up (spec 002 section 4, 'the user is loaded at start'): GET /api/user;
 * on 401 the ID cookie may only have expired, so the session is renewed once before giving up.
 * Any failure leaves no user, which shows the login screen. Without the `gl_signed_in` hint
 * cookie nothing is asked.
 */
export async function loadSession(): Promise<SessionUser | null> {
  let user: SessionUser | null = null;
  // No hint cookie: nobody signed in on this browser (or they signed out), so asking would only
  // earn a 401. The session cookies themselves are httpOnly and invisible here.
  if (!/(?:^|;\s*)gl_signed_in=1(?:;|$)/.test(document.cookie)) {
    setUser(null);
    return null;
  }
  try {
    const response = await fetch('/api/user', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (response.ok) {
      const body: unknown = await response.json();
      readMfaSetupRequired(body);
      user = toSessionUser(body);
    }
    else if (response.status === 401) user = await refreshSession();
  } catch (error) {
    console.error('Could not load the session', error);
  }
  setUser(user);
  return user;
}
