import { useCallback, useState } from 'react';
import { ssoRequest } from './sso-request';

/**
 * POST /api/user/sso/start (public): starts an OpenID Connect sign-in with an agency's provider;
 * answers the address to send the browser to (the provider's sign-in page, through Cognito).
 * `returnTo` is the page to land on once signed in.
 */
export async function startAgencySignIn(provider: string, returnTo: string): Promise<string> {
  const { authorizeUrl } = await ssoRequest((calls) => calls.start({ provider, returnTo }));
  return authorizeUrl;
}

/** Starts the sign-in and leaves the page for the provider; `error` holds a refusal. */
export function useStartAgencySignIn() {
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({ pending: false, error: null });
  const start = useCallback(async (provider: string, returnTo = '/') => {
    setState({ pending: true, error: null });
    try {
      window.location.assign(await startAgencySignIn(provider, returnTo));
    } catch (error) {
      setState({ pending: false, error: (error as Error).message });
    }
  }, []);
  return { ...state, start };
}
