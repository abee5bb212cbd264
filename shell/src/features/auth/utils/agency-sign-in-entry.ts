import { loadSession, setUser, type SessionUser } from 'shell/kit';
import { completeAgencySignIn } from '../api/sso-callback';
import { startAgencySignIn } from '../api/sso-start';

/** What start-up does next after looking at the address for an agency sign-in. */
export interface AgencySignInOutcome {
  /** The browser is leaving for the agency's provider: render nothing. */
  redirecting: boolean;
  /** The user when this step already knows it (signed in by the callback, or already before). */
  user?: SessionUser | null;
  /** A refusal to show on the login screen. */
  notice?: string;
}

const CALLBACK_PATH = '/sso/callback';

/**
 * The agency sign-in steps of start-up (docs/api.md 'Agency sign-in'):
 * - at /sso/callback (the provider sent the browser back), finish the sign-in and replace the
 *   address with the page it started from, or show why it was refused;
 * - with ?sso=<agency> on any page (an agency's link such as /maps/BART?sso=bart) and nobody
 *   signed in, start the sign-in with that agency; a signed-in user just stays on the page.
 */
export async function resumeAgencySignIn(location: Location = window.location): Promise<AgencySignInOutcome> {
  const url = new URL(location.href);
  if (url.pathname === CALLBACK_PATH) {
    const code = url.searchParams.get('code');
    const state = url.searchParams.get('state');
    const providerError = url.searchParams.get('error');
    window.history.replaceState(null, '', '/');
    if (!code || !state) {
      const reason = providerError && /^[a-z_]{1,40}$/.test(providerError) ? ` (${providerError})` : '';
      return { redirecting: false, notice: `Your agency did not complete the sign-in${reason}. Try again from your agency's link.` };
    }
    try {
      const { user, returnTo } = await completeAgencySignIn(code, state);
      window.history.replaceState(null, '', returnTo);
      setUser(user);
      return { redirecting: false, user };
    } catch (error) {
      return { redirecting: false, user: null, notice: (error as Error).message };
    }
  }
  const provider = url.searchParams.get('sso');
  if (provider === null) return { redirecting: false };
  url.searchParams.delete('sso');
  const returnTo = `${url.pathname}${url.search}`;
  window.history.replaceState(null, '', returnTo);
  const user = await loadSession();
  if (user) return { redirecting: false, user };
  try {
    location.assign(await startAgencySignIn(provider, returnTo));
    return { redirecting: true };
  } catch (error) {
    return { redirecting: false, user: null, notice: (error as Error).message };
  }
}
