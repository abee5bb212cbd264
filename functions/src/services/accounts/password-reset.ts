/**
 * Forgotten passwords (issue 31, docs/decisions.md 'People and accounts'): Grindline mails a
 * 6-digit code through its outbox (not Cognito's mail) and sets the new password with
 * AdminSetUserPassword once the code matches. A code lives 15 minutes, is kept as a hash bound to
 * its user, and dies after 5 wrong tries; every session of the user ends after the reset.
 * Nothing here tells a caller whether an account exists.
 */
import { AdminSetUserPasswordCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { passwordResetKey, type PasswordResetItem } from '../../data/account-entities';
import { cognito } from '../../lib/clients/cognito';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import { BadRequestError } from '../../lib/errors';
import { accountMailItem } from '../../mail/account-mail';
import { sendTransaction } from '../send-transaction';
import { endUserSessions } from '../sessions';
import { sixDigitCode } from './account-admin';
import { hashSecret, secretMatches } from './secrets';
import { getPoolUser } from './user-pool';

/** How long a mailed code holds, and how many wrong codes kill it. */
export const RESET_CODE_SECONDS = 900;
export const RESET_CODE_TRIES = 5;

/** The one answer of a reset request, whatever happened. */
export const RESET_REQUESTED = 'If the account exists and can sign in with a password, a code is on its way to its e-mail address.';

const WRONG_CODE = 'code: Wrong or expired code. Ask for a new one.';

/** The hash of a code, bound to its user so one user's code is worth nothing for another. */
const codeHash = (username: string, code: string) => hashSecret(`${username}\u0000${code}`);

/** Mails a reset code to `username` when it is an active password account with an e-mail address. */
export async function requestPasswordReset(username: string, now = new Date()): Promise<void> {
  const user = await getPoolUser(username).catch((error: unknown) => {
    if ((error as { statusCode?: number })?.statusCode === 404) return null;
    throw error;
  });
  if (!user || !user.enabled || user.cognitoStatus !== 'CONFIRMED' || !user.email) return;
  const code = sixDigitCode();
  const reset: PasswordResetItem = {
    ...passwordResetKey(user.username),
    entity: 'passwordReset',
    codeHash: codeHash(user.username, code),
    attempts: 0,
    expiresAt: Math.floor(now.getTime() / 1000) + RESET_CODE_SECONDS,
  };
  const mail = accountMailItem('passwordReset', { username: user.username, name: user.name, to: user.email, secret: code }, now);
  await sendTransaction([
    { Put: { TableName: config.tableName, Item: reset } },
    { Put: { TableName: config.tableName, Item: mail } },
  ]);
}

/**
 * Sets the new password when `code` is the user's live code; 400 naming `code` otherwise (the
 * same answer for an account that does not exist). Ends every session of the user.
 */
export async function confirmPasswordReset(username: string, code: string, newPassword: string, now = new Date()): Promise<void> {
  const key = passwordResetKey(username);
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }));
  const reset = Item as PasswordResetItem | undefined;
  const live = reset && reset.expiresAt > Math.floor(now.getTime() / 1000) && reset.attempts < RESET_CODE_TRIES;
  if (!live || !secretMatches(`${username}\u0000${code}`, reset.codeHash)) {
    if (live) {
      await ddb.send(new UpdateCommand({ TableName: config.tableName, Key: key, UpdateExpression: 'ADD attempts :one', ExpressionAttributeValues: { ':one': 1 } }));
    }
    throw new BadRequestError(WRONG_CODE, [{ path: 'code', message: 'Wrong or expired code. Ask for a new one.' }]);
  }
  // The code is used once, even if setting the password fails below.
  await ddb.send(new DeleteCommand({ TableName: config.tableName, Key: key }));
  await cognito
    .send(new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: username, Password: newPassword, Permanent: true }))
    .catch((error: unknown) => {
      if ((error as Error)?.name === 'InvalidPasswordException') throw new BadRequestError(`newPassword: ${(error as Error).message}`, [{ path: 'newPassword', message: (error as Error).message }]);
      throw error;
    });
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: username }));
  await endUserSessions(username);
}
