/**
 * The end of every password sign-in (login, first sign-in's new password, TOTP code): Cognito's
 * answer becomes either a challenge for the screen (its Session kept in an httpOnly cookie) or a
 * session with its cookies. A super or adminMgmt without a second factor gets a session that
 * reaches nothing but the enrolment (domain mfaRequired, lib/authorize.ts).
 */
import type { AuthenticationResultType, ChallengeNameType } from '@aws-sdk/client-cognito-identity-provider';
import { accessFor, mfaRequired } from '@grindline/domain';
import type { HttpResult } from '../../lib/create-handler';
import { json } from '../../lib/create-handler';
import { ForbiddenError } from '../../lib/errors';
import { identityFromIdToken } from '../../lib/id-token';
import { challengeCookie, clearedChallengeCookie, idCookie, refreshCookie, sessionCookie, signedInHintCookie } from '../../lib/session-cookies';
import { createSession } from '../sessions';

/** Users exempt from the required second factor (the local stack's demo users only; never set in AWS). */
function exempt(username: string, env = process.env): boolean {
  return (env.MFA_EXEMPT_USERS ?? '').split(',').map((u) => u.trim()).includes(username);
}

/** What the login screen does next after Cognito answered `answer` for `username`. */
export async function signInResult(
  username: string,
  answer: { ChallengeName?: ChallengeNameType | string; Session?: string; AuthenticationResult?: AuthenticationResultType },
  viaMfa = false,
): Promise<HttpResult> {
  if (answer.ChallengeName === 'NEW_PASSWORD_REQUIRED' && answer.Session) {
    return { ...json(200, { challenge: 'newPassword', username }), cookies: [challengeCookie(username, answer.Session)] };
  }
  if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA' && answer.Session) {
    return { ...json(200, { challenge: 'mfa', username }), cookies: [challengeCookie(username, answer.Session)] };
  }
  const tokens = answer.AuthenticationResult;
  if (!tokens?.IdToken || !tokens.RefreshToken) {
    // A challenge this app does not offer (SMS, MFA_SETUP): an administrator must act.
    throw new ForbiddenError('This account cannot sign in yet; ask an administrator');
  }
  const identity = identityFromIdToken(tokens.IdToken);
  const mfaSetupRequired = !viaMfa && mfaRequired(identity.role) && !exempt(identity.username);
  const sid = await createSession(identity.username, new Date(), mfaSetupRequired);
  return {
    ...json(200, { username: identity.username, role: identity.role, access: accessFor(identity.role), mfaSetupRequired }),
    cookies: [idCookie(tokens.IdToken, tokens.ExpiresIn ?? 3600), refreshCookie(tokens.RefreshToken), sessionCookie(sid), signedInHintCookie(), clearedChallengeCookie()],
  };
}
