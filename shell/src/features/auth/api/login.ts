import { useCallback, useState } from 'react';
import type { LoginRequest, NewPasswordRequest, SignInAnswer } from '@grindline/domain';
import { ApiError, navigate, setUser, toSessionUser, type SessionUser } from 'shell/kit';
import { readMfaSetupRequired } from '../../../kit/mfa-gate';

/** Messages of the login error catalogue (spec 000 section 8). */
export const LOGIN_MESSAGES = {
  invalid: 'Invalid username or password',
  internal: 'Sorry, internal server error occurred.',
} as const;

/** The sign-in's next step when Cognito asks for more: a first sign-in's new password, or the TOTP code (the routes' contract). */
export type LoginChallenge = Extract<SignInAnswer, { challenge: unknown }>;

/** What each sign-in step sends. */
export interface SignInBodies {
  login: LoginRequest;
  newPassword: NewPasswordRequest;
  mfa: { username: string; code: string };
}

/** The message a refused sign-in shows. */
function refusalMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_MESSAGES.internal;
  // The spec's one message for a refused sign-in, except an expired invitation, which says whom to ask.
  if (error.status === 401) return /^Your (invitation has expired|sign-in took too long)|^Wrong or expired code/.test(error.message) ? error.message : LOGIN_MESSAGES.invalid;
  // 400 and 429 answer plain text: the body is the message.
  if (error.status === 400 || error.status === 429) return error.message || LOGIN_MESSAGES.internal;
  return LOGIN_MESSAGES.internal;
}

/**
 * A sign-in step (login, new password, TOTP code) through the typed client: the user, or the next
 * challenge. 401 is 'Invalid username or password' unless it is an expired invitation (whom to
 * ask) or a challenge that took too long; 400 and 429 the body text; anything else, network
 * failures included, the internal-error message.
 */
export async function signInCall<S extends keyof SignInBodies>(step: S, body: SignInBodies[S]): Promise<SessionUser | LoginChallenge> {
  let answer: SignInAnswer;
  try {
    const { signInCalls } = await import('./sign-in-calls');
    answer = await (signInCalls[step] as (body: SignInBodies[S]) => Promise<SignInAnswer>)(body);
  } catch (error) {
    throw new Error(refusalMessage(error));
  }
  if ('challenge' in answer) return { challenge: answer.challenge, username: answer.username };
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
  return signInCall('login', credentials);
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
