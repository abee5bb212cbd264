/**
 * The user pool as the Users screen sees it (issue 31): every user with role, status and last
 * sign-in, and one user for a change. Cognito is the source of truth for who exists, whether they
 * are enabled and their group; the account record (data/account-entities.ts) adds the last
 * sign-in and the invitation.
 */
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { BatchGetCommand, GetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ROLES, accessFor, type AccountStatus, type AccountView } from '@grindline/domain';
import { accountKey, type AccountItem } from '../../data/account-entities';
import { cognito } from '../../lib/clients/cognito';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import { NotFoundError } from '../../lib/errors';

/** A user of the pool with what the rules need. */
export interface PoolUser {
  username: string;
  name: string;
  email: string;
  role: string;
  enabled: boolean;
  /** Cognito's status: CONFIRMED, FORCE_CHANGE_PASSWORD, EXTERNAL_PROVIDER, ... */
  cognitoStatus: string;
  createdAt: string | null;
}

const attr = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((a) => a.Name === name)?.Value ?? '';

/** Federated agency users (agency single sign-on) are managed at their agency, not here. */
export function isAgencyUser(user: Pick<PoolUser, 'cognitoStatus'>): boolean {
  return user.cognitoStatus === 'EXTERNAL_PROVIDER';
}

function poolUser(user: UserType | { Username?: string; UserAttributes?: AttributeType[]; Enabled?: boolean; UserStatus?: string; UserCreateDate?: Date }, role: string): PoolUser {
  const attributes = 'Attributes' in user ? user.Attributes : (user as { UserAttributes?: AttributeType[] }).UserAttributes;
  return {
    username: user.Username ?? '',
    name: attr(attributes, 'name'),
    email: attr(attributes, 'email'),
    role,
    enabled: user.Enabled !== false,
    cognitoStatus: user.UserStatus ?? '',
    createdAt: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : null,
  };
}

/** One user of the pool with its role; 404 naming the user when there is none. */
export async function getPoolUser(username: string): Promise<PoolUser> {
  try {
    const [user, groups] = await Promise.all([
      cognito.send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: username })),
      cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: config.userPoolId, Username: username })),
    ]);
    const role = (groups.Groups ?? []).map((g) => g.GroupName ?? '').find((g) => ROLES.includes(g)) ?? '';
    return poolUser(user, role);
  } catch (error) {
    if ((error as Error)?.name === 'UserNotFoundException') throw new NotFoundError(`No user named ${username}`);
    throw error;
  }
}

/** The account record of a user, when Grindline has one. */
export async function getAccountItem(username: string): Promise<AccountItem | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: accountKey(username), ConsistentRead: true }));
  return Item as AccountItem | undefined;
}

async function allUsers(): Promise<UserType[]> {
  const users: UserType[] = [];
  let token: string | undefined;
  do {
    const page = await cognito.send(new ListUsersCommand({ UserPoolId: config.userPoolId, PaginationToken: token, Limit: 60 }));
    users.push(...(page.Users ?? []));
    token = page.PaginationToken;
  } while (token);
  return users;
}

/** Role of each user name: one ListUsersInGroup per role rather than one call per user. */
async function rolesByUser(): Promise<Map<string, string>> {
  const roles = new Map<string, string>();
  for (const role of ROLES) {
    let token: string | undefined;
    do {
      const page = await cognito.send(new ListUsersInGroupCommand({ UserPoolId: config.userPoolId, GroupName: role, NextToken: token, Limit: 60 }));
      for (const user of page.Users ?? []) if (user.Username && !roles.has(user.Username)) roles.set(user.Username, role);
      token = page.NextToken;
    } while (token);
  }
  return roles;
}

async function accountItems(usernames: string[]): Promise<Map<string, AccountItem>> {
  const found = new Map<string, AccountItem>();
  for (let i = 0; i < usernames.length; i += 100) {
    let keys: Array<Record<string, unknown>> | undefined = usernames.slice(i, i + 100).map((u) => ({ ...accountKey(u) }));
    while (keys && keys.length > 0) {
      const answer: BatchGetCommandOutput = await ddb.send(new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: keys } } }));
      for (const item of (answer.Responses?.[config.tableName] ?? []) as AccountItem[]) found.set(item.username, item);
      keys = answer.UnprocessedKeys?.[config.tableName]?.Keys;
    }
  }
  return found;
}

/** What the screen says of a user's state. */
export function accountStatus(user: PoolUser): AccountStatus {
  if (isAgencyUser(user)) return 'agency';
  if (!user.enabled) return 'disabled';
  return user.cognitoStatus === 'FORCE_CHANGE_PASSWORD' ? 'invited' : 'active';
}

/** The view of one user, from Cognito and the account record. */
export function accountView(user: PoolUser, item: AccountItem | undefined, mailState: NonNullable<AccountView['invitation']>['mail'] = 'unknown'): AccountView {
  const status = accountStatus(user);
  return {
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    site: user.role ? accessFor(user.role).site : null,
    status,
    lastSignInAt: item?.lastSignInAt ?? null,
    createdAt: user.createdAt,
    invitation:
      status === 'invited' && item?.invitationExpiresAt
        ? { expiresAt: item.invitationExpiresAt, invitedBy: item.invitedBy ?? '', mail: mailState }
        : null,
  };
}

/** Every user of the pool, sorted by user name. */
export async function listAccounts(): Promise<Array<{ user: PoolUser; item: AccountItem | undefined }>> {
  const [users, roles] = await Promise.all([allUsers(), rolesByUser()]);
  const items = await accountItems(users.map((u) => u.Username ?? '').filter(Boolean));
  return users
    .map((u) => {
      const user = poolUser(u, roles.get(u.Username ?? '') ?? '');
      return { user, item: items.get(user.username) };
    })
    .sort((a, b) => a.user.username.localeCompare(b.user.username));
}

/** How many enabled super administrators the pool has (the last one cannot be removed). */
export async function enabledSuperCount(superRole: string): Promise<number> {
  let count = 0;
  let token: string | undefined;
  do {
    const page = await cognito.send(new ListUsersInGroupCommand({ UserPoolId: config.userPoolId, GroupName: superRole, NextToken: token, Limit: 60 }));
    count += (page.Users ?? []).filter((u) => u.Enabled !== false && u.UserStatus !== 'EXTERNAL_PROVIDER').length;
    token = page.NextToken;
  } while (token);
  return count;
}
