/**
 * The second factor (issue 31): a TOTP secret from Cognito (AssociateSoftwareToken), verified
 * with a first code (VerifySoftwareToken) and made the user's MFA (SetUserMFAPreference). These
 * calls need the user's access token, which Grindline never keeps: it is fetched for the call
 * with the httpOnly refresh token (REFRESH_TOKEN_AUTH), which only the /api/user routes receive.
 */
import {
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mfaRequired, type TwoStepState } from '@grindline/domain';
import { cognito } from '../../lib/clients/cognito';
import { config } from '../../lib/config';
import type { Caller } from '../../lib/create-handler';
import { BadRequestError, UnauthorizedError } from '../../lib/errors';
import { identityFromIdToken } from '../../lib/id-token';

/** The issuer shown by authenticator apps. */
export const TOTP_ISSUER = 'Grindline';

/** The caller's access token, from their refresh token; 401 when it is missing or not theirs. */
async function accessTokenOf(caller: Caller, refreshToken: string | undefined): Promise<string> {
  if (!refreshToken) throw new UnauthorizedError('Please sign in');
  const answer = await cognito
    .send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: config.userPoolClientId, AuthParameters: { REFRESH_TOKEN: refreshToken } }))
    .catch((error: unknown) => {
      if ((error as Error)?.name === 'NotAuthorizedException') throw new UnauthorizedError('Please sign in');
      throw error;
    });
  const tokens = answer.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.IdToken || identityFromIdToken(tokens.IdToken).username !== caller.username) throw new UnauthorizedError('Please sign in');
  return tokens.AccessToken;
}

/** The otpauth:// URI an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(username: string, secret: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${username}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(TOTP_ISSUER)}&algorithm=SHA1&digits=6&period=30`;
}

/** Starts an enrolment: a new secret (replacing any unverified one) and its otpauth URI. */
export async function startTotpEnrolment(caller: Caller, refreshToken: string | undefined): Promise<{ secret: string; otpauthUri: string }> {
  const AccessToken = await accessTokenOf(caller, refreshToken);
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  if (!SecretCode) throw new Error('AssociateSoftwareToken answered no secret');
  return { secret: SecretCode, otpauthUri: otpauthUri(caller.username, SecretCode) };
}

/** Finishes an enrolment with a code of the app; 400 naming `code` when it does not match. */
export async function verifyTotpEnrolment(caller: Caller, refreshToken: string | undefined, code: string): Promise<void> {
  const AccessToken = await accessTokenOf(caller, refreshToken);
  const answer = await cognito
    .send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: code, FriendlyDeviceName: 'Authenticator app' }))
    .catch((error: unknown) => {
      const name = (error as Error)?.name;
      if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') {
        throw new BadRequestError('code: The code does not match. Enter the code your app shows now.', [{ path: 'code', message: 'The code does not match. Enter the code your app shows now.' }]);
      }
      if (name === 'InvalidParameterException') throw new BadRequestError('code: Start the set-up again: no secret is waiting', [{ path: 'code', message: 'Start the set-up again' }]);
      throw error;
    });
  if (answer.Status && answer.Status !== 'SUCCESS') throw new BadRequestError('code: The code does not match', [{ path: 'code', message: 'The code does not match' }]);
  await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
}

/**
 * The caller's second factor as Cognito has it (AdminGetUser: the only call that answers it
 * without the user's access token): on when TOTP is among the user's MFA settings; agency sign-on
 * users (EXTERNAL_PROVIDER) cannot set one up here.
 */
export async function twoStepState(caller: Caller): Promise<TwoStepState> {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: caller.username })).catch((error: unknown) => {
    if ((error as Error)?.name === 'UserNotFoundException') throw new UnauthorizedError('Please sign in');
    throw error;
  });
  return {
    enabled: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'),
    required: mfaRequired(caller.role),
    available: user.UserStatus !== 'EXTERNAL_PROVIDER',
  };
}
