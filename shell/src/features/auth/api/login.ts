import { useCallback, useState } from 'react';
import type { LoginRequest } from '@grindline/domain';
import { navigate, setUser, toSessionUser, type SessionUser } from 'shell/kit';
import { readMfaSetupRequired } from '../../../kit/mfa-gate';

/** Messages of the login error catalogue (spec 000 section 8). */
export const LOGIN_MESSAGES = {
  invalid: 'Invalid username or password',
  internal: 'Sorry, internal server error occurred.',
} as const;

/** The sign-in's next step when Cognito asks for more: a first sign-in's new password, or the TOTP code. */
export interface LoginChallenge {
  challenge: 'newPassword' | 'mfa';
  username: string;
}

/** Reads a challenge from an answer of the sign-in routes. */
function toChallenge(body: unknown): LoginChallenge | null {
  const value = body as Partial<LoginChallenge> | null;
  return value && (value.challenge === 'newPassword' || value.challenge === 'mfa') && typeof value.username === 'string' ? { challenge: value.challenge, username: value.username } : null;
}

/**
 * A POST to a sign-in route (login, new password, TOTP code): the user, or the next challenge.
 * 401 is 'Invalid username or password' unless it is an expired invitation (whom to ask) or a
 * challenge that took too long; 400
 * and 429 the body text; anything else, network failures included, the internal-error message.
 */
export async function signInCall(path: string, body: unknown): Promise<SessionUser | LoginChallenge> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(LOGIN_MESSAGES.internal);
  }
  if (response.status === 401) {
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    // The spec's one message for a refused sign-in, except an expired invitation, which says whom to ask.
    const message = typeof answer?.message === 'string' ? answer.message : '';
    throw new Error(/^Your (invitation has expired|sign-in took too long)|^Wrong or expired code/.test(message) ? message : LOGIN_MESSAGES.invalid);
  }
  if (response.status === 400 || response.status === 429) throw new Error((await response.text().catch(() => '')) || LOGIN_MESSAGES.internal);
  if (!response.ok) throw new Error(LOGIN_MESSAGES.internal);
  const answer: unknown = await response.json().catch(() => null);
  const challenge = toChallenge(answer);
  if (challenge) return challenge;
  const user = toSessionUser(answer);
  if (!user) throw new Error(LOGIN_MESSAGES.internal);
  readMfaSetupRequired(answer);
  return user;
}

/** Signs the user in once the sign-in route answered one: sets it and goes to '/'. */
export function finishSignIn(user: SessionUser): void {
  setUser(user);
  navigate('/');
}

/**
 * POST /api/user/login (docs/api.md). Answers the user; otherwise throws an Error whose message
 * is what the banner shows (spec 000 section 8): 401 'Invalid username or password', 400 and 429
 * (too many failed attempts) the response body text, anything else, network failures included,
 * the internal-error message.
 */
export function login(credentials: LoginRequest): Promise<SessionUser | LoginChallenge> {
  return signInCall('/api/user/login', credentials);
}

/**
 * The login call as the form uses it: on success the user is set and the browser goes to '/'
 * (spec 000 section 2.1); `error` holds the banner's message. Plain React state rather than
 * react-query, which the login screen does not load (docs/bench.md).
 */
export function useLogin() {
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({ isPending: false, error: null });
  const mutateAsync = useCallback(async (credentials: LoginRequest): Promise<SessionUser | LoginChallenge> => {
    setState({ isPending: true, error: null });
    try {
      const answer = await login(credentials);
      setState({ isPending: false, error: null });
      if (!('challenge' in answer)) finishSignIn(answer);
      return answer;
    } catch (error) {
      setState({ isPending: false, error: error instanceof Error ? error : new Error(LOGIN_MESSAGES.internal) });
      throw error;
    }
  }, []);
  return { mutateAsync, ...state };
}
