import { useCallback, useState } from 'react';
import type { LoginRequest } from '@grindline/domain';
import { navigate, setUser, toSessionUser, type SessionUser } from 'shell/kit';

/** Messages of the login error catalogue (spec 000 section 8). */
export const LOGIN_MESSAGES = {
  invalid: 'Invalid username or password',
  internal: 'Sorry, internal server error occurred.',
} as const;

/**
 * POST /api/user/login (docs/api.md). Answers the user; otherwise throws an Error whose message
 * is what the banner shows (spec 000 section 8): 401 'Invalid username or password', 400 and 429
 * (too many failed attempts) the response body text, anything else, network failures included,
 * the internal-error message.
 */
export async function login(credentials: LoginRequest): Promise<SessionUser> {
  let response: Response;
  try {
    response = await fetch('/api/user/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(credentials),
    });
  } catch {
    throw new Error(LOGIN_MESSAGES.internal);
  }
  if (response.status === 401) throw new Error(LOGIN_MESSAGES.invalid);
  if (response.status === 400 || response.status === 429) throw new Error((await response.text().catch(() => '')) || LOGIN_MESSAGES.internal);
  if (!response.ok) throw new Error(LOGIN_MESSAGES.internal);
  const user = toSessionUser(await response.json().catch(() => null));
  if (!user) throw new Error(LOGIN_MESSAGES.internal);
  return user;
}

/**
 * The login call as the form uses it: on success the user is set and the browser goes to '/'
 * (spec 000 section 2.1); `error` holds the banner's message. Plain React state rather than
 * react-query, which the login screen does not load (docs/bench.md).
 */
export function useLogin() {
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({ isPending: false, error: null });
  const mutateAsync = useCallback(async (credentials: LoginRequest): Promise<SessionUser> => {
    setState({ isPending: true, error: null });
    try {
      const user = await login(credentials);
      setState({ isPending: false, error: null });
      setUser(user);
      navigate('/');
      return user;
    } catch (error) {
      setState({ isPending: false, error: error instanceof Error ? error : new Error(LOGIN_MESSAGES.internal) });
      throw error;
    }
  }, []);
  return { mutateAsync, ...state };
}
