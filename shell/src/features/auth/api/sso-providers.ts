import { useCallback, useState } from 'react';
import type { SuccessBody, userSsoProvidersRoute } from '@grindline/domain';
import { ssoRequest } from './sso-request';

/** An agency whose staff sign in with their own identity provider (the route's contract). */
export type Agency = SuccessBody<typeof userSsoProvidersRoute>['providers'][number];

/** GET /api/user/sso/providers (public): the agencies with single sign-on. */
export async function fetchAgencies(): Promise<Agency[]> {
  const { providers } = await ssoRequest((calls) => calls.providers());
  return providers;
}

/** The agencies, fetched when `load` is first called (the list is only needed on demand). */
export function useAgencies() {
  const [state, setState] = useState<{ agencies: Agency[] | null; error: string | null; loading: boolean }>({
    agencies: null,
    error: null,
    loading: false,
  });
  const load = useCallback(async () => {
    setState({ agencies: null, error: null, loading: true });
    try {
      setState({ agencies: await fetchAgencies(), error: null, loading: false });
    } catch (error) {
      setState({ agencies: null, error: (error as Error).message, loading: false });
    }
  }, []);
  return { ...state, load };
}
