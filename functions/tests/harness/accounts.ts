/**
 * Throw-away accounts for the harness scenarios of the account routes (issue 31): a fresh user
 * per request, so that disabling, deleting or enrolling one never touches the demo users other
 * tests sign in with.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { totpCode } from '../support/totp';
import { accountOutboxKeys } from '../../src/data/account-entities';
import { handler as login } from '../../src/handlers/user/login';
import { handler as mfaSetup } from '../../src/handlers/user/mfa-setup';
import { cognito } from '../../src/lib/clients/cognito';
import { ddb } from '../../src/lib/clients/dynamodb';
import { config } from '../../src/lib/config';
import type { AccountMailItem } from '../../src/mail/account-mail';
import { requestPasswordReset } from '../../src/services/accounts/password-reset';
import { httpEvent, invoke, jsonBody, setCookie } from '../support/events';
import { sessionEvent, signIn, type TestSession } from '../support/session';

/** Password of the harness's throw-away users. */
export const HARNESS_PASSWORD = 'Harness-pass-1!';
const TEMPORARY = 'Harness-temp-1!';

/** A fresh user name (lower-case, as the invite schema wants). */
export const harnessUsername = (prefix = 'h') => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/** Creates a user of `role`: invited (temporary password) or active (its own password). */
export async function harnessUser(role = 'MBTA', active = false): Promise<string> {
  const username = harnessUsername();
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: username,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: TEMPORARY,
      UserAttributes: [
        { Name: 'email', Value: `${username}@harness.example.com` },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: username, GroupName: role }));
  if (active) await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: config.userPoolId, Username: username, Password: HARNESS_PASSWORD, Permanent: true }));
  return username;
}

/** A signed-in session of a fresh active user. */
export async function harnessSession(role = 'MBTA'): Promise<{ username: string; session: TestSession }> {
  const username = await harnessUser(role, true);
  return { username, session: await signIn(username, HARNESS_PASSWORD) };
}

/** A login of a fresh invited user, stopped at its new-password challenge: the challenge cookie. */
export async function newPasswordChallenge(): Promise<{ username: string; challenge: string }> {
  const username = await harnessUser('MBTA');
  const result = await invoke(login, httpEvent({ method: 'POST', path: '/api/user/login', body: { username, password: TEMPORARY } }));
  return { username, challenge: setCookie(result, 'gl_challenge')!.value };
}

/** A fresh user's TOTP secret from the enrolment route, with the session that asked for it. */
export async function totpSecret(): Promise<{ username: string; session: TestSession; secret: string }> {
  const { username, session } = await harnessSession();
  const event = await sessionEvent(session, { method: 'POST', path: '/api/user/mfa/setup', cookies: { gl_refresh: session.refreshToken } });
  const { secret } = jsonBody<{ secret: string }>(await invoke(mfaSetup, event));
  return { username, session, secret };
}

/** A fresh user with TOTP enrolled, stopped at the sign-in's code challenge, with a current code. */
export async function mfaChallenge(): Promise<{ username: string; challenge: string; code: string }> {
  const { handler: mfaVerify } = await import('../../src/handlers/user/mfa-verify');
  const { username, session, secret } = await totpSecret();
  const event = await sessionEvent(session, { method: 'POST', path: '/api/user/mfa/verify', cookies: { gl_refresh: session.refreshToken }, body: { code: totpCode(secret) } });
  const verified = await invoke(mfaVerify, event);
  if (verified.statusCode !== 200) throw new Error(`Enrolment of ${username} failed: ${verified.body}`);
  const result = await invoke(login, httpEvent({ method: 'POST', path: '/api/user/login', body: { username, password: HARNESS_PASSWORD } }));
  return { username, challenge: setCookie(result, 'gl_challenge')!.value, code: totpCode(secret) };
}

/** A fresh active user with a reset code mailed (read from its outbox item). */
export async function resetCode(): Promise<{ username: string; code: string }> {
  const username = await harnessUser('MBTA', true);
  await requestPasswordReset(username);
  const { Items } = await ddb.send(
    new QueryCommand({ TableName: config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': accountOutboxKeys.mail(username, '').pk }, ConsistentRead: true }),
  );
  return { username, code: (Items as AccountMailItem[])[0].secret! };
}
