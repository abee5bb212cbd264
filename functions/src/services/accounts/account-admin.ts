/**
 * What the Users screen changes (issue 31), with the rules checked on the server: nobody grants
 * a role they may not grant (adminMgmt never makes a super), the last super cannot be removed or
 * disabled, nobody disables or deletes their own account, agency users are managed at their
 * agency. Every change is written to the audit log after Cognito has made it.
 */
import { randomInt } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { INVITATION_DAYS, SUPER_ROLE, accessFor, grantableRoles, mayManageRole, type InviteRequest } from '@grindline/domain';
import { accountKey, type AccountItem } from '../../data/account-entities';
import { cognito } from '../../lib/clients/cognito';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import type { Caller } from '../../lib/create-handler';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { accountMailItem } from '../../mail/account-mail';
import { auditItem } from '../audit-log';
import { sendTransaction } from '../send-transaction';
import { endUserSessions } from '../sessions';
import { temporaryPassword } from './secrets';
import { enabledSuperCount, getAccountItem, getPoolUser, isAgencyUser, type PoolUser } from './user-pool';

const poolId = () => ({ UserPoolId: config.userPoolId });

function assertMayGrant(caller: Caller, role: string): void {
  if (!grantableRoles(caller.access.adminType).includes(role)) throw new ForbiddenError(`role: ${caller.role} may not grant the role ${role}`);
}

/** The user to change, after the rules that hold for every change. */
async function managedUser(caller: Caller, username: string, action: string): Promise<PoolUser> {
  const user = await getPoolUser(username);
  if (isAgencyUser(user)) throw new ConflictError(`${username} signs in through their agency: ${action} them at the agency`);
  if (!mayManageRole(caller.access.adminType, user.role || null)) throw new ForbiddenError(`${caller.role} may not ${action} a user with the role ${user.role}`);
  return user;
}

async function assertNotLastSuper(user: PoolUser, action: string): Promise<void> {
  if (user.role !== SUPER_ROLE || !user.enabled) return;
  if ((await enabledSuperCount(SUPER_ROLE)) <= 1) throw new ConflictError(`${user.username} is the last super administrator and cannot be ${action}`);
}

function assertNotSelf(caller: Caller, user: PoolUser, action: string): void {
  if (caller.username === user.username) throw new ConflictError(`You cannot ${action} your own account`);
}

const siteOf = (role: string) => (role ? (accessFor(role).site ?? '') : '');

async function audit(action: string, user: PoolUser, summary: string): Promise<void> {
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: auditItem({ action: `user.${action}`, site: siteOf(user.role), target: user.username, summary }) }));
}

/** Ends every way the user is signed in: Cognito's refresh tokens and Grindline's sessions. */
async function signOutEverywhere(username: string): Promise<void> {
  await cognito.send(new AdminUserGlobalSignOutCommand({ ...poolId(), Username: username }));
  await endUserSessions(username);
}

/** Writes the account record of a (new) invitation, its mail and the audit entry in one transaction. */
async function recordInvitation(caller: Caller, user: { username: string; name: string; email: string; role: string }, secret: string, appUrl: string | undefined, action: 'invite' | 'resend'): Promise<void> {
  const now = new Date();
  const mail = accountMailItem('invitation', { username: user.username, name: user.name, to: user.email, secret, invitedBy: caller.username, appUrl }, now);
  const previous = await getAccountItem(user.username);
  const item: AccountItem = {
    ...accountKey(user.username),
    ...(previous ?? {}),
    entity: 'account',
    username: user.username,
    invitedBy: caller.username,
    invitedAt: now.toISOString(),
    invitationExpiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
    invitationMail: { pk: mail.pk, sk: mail.sk },
  };
  const summary = action === 'invite' ? `invited ${user.username} <${user.email}> as ${user.role}` : `sent ${user.username} a new invitation`;
  await sendTransaction([
    { Put: { TableName: config.tableName, Item: item } },
    { Put: { TableName: config.tableName, Item: mail } },
    { Put: { TableName: config.tableName, Item: auditItem({ action: `user.${action}`, site: siteOf(user.role), target: user.username, summary }, now) } },
  ]);
}

/** Invites a user: Cognito user (its own mail suppressed), group, then our invitation mail. */
export async function inviteUser(caller: Caller, request: InviteRequest, appUrl: string | undefined): Promise<void> {
  assertMayGrant(caller, request.role);
  const secret = temporaryPassword();
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        ...poolId(),
        Username: request.username,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: secret,
        UserAttributes: [
          { Name: 'email', Value: request.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: request.name },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error)?.name === 'UsernameExistsException') throw new ConflictError(`username: a user named ${request.username} already exists`);
    throw error;
  }
  try {
    await cognito.send(new AdminAddUserToGroupCommand({ ...poolId(), Username: request.username, GroupName: request.role }));
    await recordInvitation(caller, request, secret, appUrl, 'invite');
  } catch (error) {
    // Never leave a user nobody was told about: the invitation is all or nothing.
    await cognito.send(new AdminDeleteUserCommand({ ...poolId(), Username: request.username })).catch(() => undefined);
    throw error;
  }
}

/** A new temporary password and invitation mail for a user who has not signed in yet. */
export async function resendInvitation(caller: Caller, username: string, appUrl: string | undefined): Promise<void> {
  const user = await managedUser(caller, username, 'invite');
  if (user.cognitoStatus !== 'FORCE_CHANGE_PASSWORD') throw new ConflictError(`${username} has already signed in: there is no invitation to resend`);
  if (!user.email) throw new ConflictError(`${username} has no e-mail address`);
  const secret = temporaryPassword();
  await cognito.send(new AdminSetUserPasswordCommand({ ...poolId(), Username: username, Password: secret, Permanent: false }));
  await recordInvitation(caller, user, secret, appUrl, 'resend');
}

/** Moves a user to another role (group); the user signs in again to get it. */
export async function changeRole(caller: Caller, username: string, role: string): Promise<void> {
  assertMayGrant(caller, role);
  const user = await managedUser(caller, username, 'change');
  assertNotSelf(caller, user, 'change the role of');
  if (user.role === role) return;
  await assertNotLastSuper(user, 'moved to another role');
  await cognito.send(new AdminAddUserToGroupCommand({ ...poolId(), Username: username, GroupName: role }));
  const groups = await cognito.send(new AdminListGroupsForUserCommand({ ...poolId(), Username: username }));
  for (const group of groups.Groups ?? []) {
    if (group.GroupName && group.GroupName !== role) {
      await cognito.send(new AdminRemoveUserFromGroupCommand({ ...poolId(), Username: username, GroupName: group.GroupName }));
    }
  }
  // The old role is in the user's ID token until it is renewed: end the sessions so it is gone now.
  await signOutEverywhere(username);
  await audit('role', { ...user, role }, `role of ${username} changed from ${user.role || 'none'} to ${role}`);
}

/** Disables a user; every session of theirs ends at once. */
export async function disableUser(caller: Caller, username: string): Promise<void> {
  const user = await managedUser(caller, username, 'disable');
  assertNotSelf(caller, user, 'disable');
  await assertNotLastSuper(user, 'disabled');
  await cognito.send(new AdminDisableUserCommand({ ...poolId(), Username: username }));
  await signOutEverywhere(username);
  await audit('disable', user, `${username} disabled; sessions ended`);
}

/** Enables a disabled user again. */
export async function enableUser(caller: Caller, username: string): Promise<void> {
  const user = await managedUser(caller, username, 'enable');
  await cognito.send(new AdminEnableUserCommand({ ...poolId(), Username: username }));
  await audit('enable', user, `${username} enabled`);
}

/** Deletes a user from the pool, with their sessions and account record. */
export async function deleteUser(caller: Caller, username: string): Promise<void> {
  const user = await managedUser(caller, username, 'delete');
  assertNotSelf(caller, user, 'delete');
  await assertNotLastSuper(user, 'deleted');
  await signOutEverywhere(username);
  await cognito.send(new AdminDeleteUserCommand({ ...poolId(), Username: username }));
  await ddb.send(new DeleteCommand({ TableName: config.tableName, Key: accountKey(username) }));
  await audit('delete', user, `${username} deleted`);
}

/** Removes a user's lost second factor (super only, by the route); they enrol again at the next sign-in. */
export async function resetMfa(caller: Caller, username: string): Promise<void> {
  const user = await managedUser(caller, username, 'reset the second factor of');
  await cognito.send(new AdminSetUserMFAPreferenceCommand({ ...poolId(), Username: username, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }));
  await signOutEverywhere(username);
  await audit('mfaReset', user, `second factor of ${username} reset by ${caller.username}`);
}

/** A six-digit code (the forgotten-password mail). */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
