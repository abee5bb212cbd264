import { useMutation } from '@tanstack/react-query';
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

/** The login mutation: on success the user is set and the browser goes to '/' (spec 000 section 2.1). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      setUser(user);
      navigate('/');
    },
  });
}
