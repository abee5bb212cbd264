/**
 * The IAM access of the session handlers (user/*) and of the Users screen's handlers (users/*),
 * one by one: what route-access.ts gives each of them.
 */
import { NOTHING, type ItemAccess, type RouteAccess } from './route-access-types';
import { ACCOUNT_MAIL_PREFIX, ACCOUNT_PREFIX, AUDIT_PREFIX, LOGIN_FAILURE_PREFIX, PASSWORD_RESET_PREFIX, SESSION_PREFIX, SSO_STATE_PREFIX, USER_SESSIONS_PREFIX } from './table-prefixes';

/** Starting a session (services/sessions.ts): the session, its index under the user, the last sign-in. */
const SESSION_START: ItemAccess[] = [
  { actions: ['dynamodb:BatchWriteItem'], keyPrefixes: [SESSION_PREFIX, USER_SESSIONS_PREFIX] },
  { actions: ['dynamodb:UpdateItem'], keyPrefixes: [ACCOUNT_PREFIX] },
];
/** Ending every session of a user (services/sessions.ts endUserSessions). */
const SESSIONS_END: ItemAccess[] = [
  { actions: ['dynamodb:Query'], keyPrefixes: [USER_SESSIONS_PREFIX] },
  { actions: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem'], keyPrefixes: [SESSION_PREFIX, USER_SESSIONS_PREFIX] },
];
/** Reading one user of the pool with its group (services/accounts/user-pool.ts getPoolUser). */
const READ_USER = ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'];

/**
 * The session handlers, one by one (functions/src/handlers/user/*.ts and services/sessions.ts,
 * services/login-throttle.ts): they never see reports or tracks, only their own items.
 */
export const USER_HANDLERS: Readonly<Record<string, RouteAccess>> = {
  // Throttle check (BatchGet), failure counting (Update), reset (Delete); then a new session (Put).
  // Cognito's InitiateAuth (login, refresh) and RevokeToken (logout) need no IAM grant.
  'user/login': {
    ...NOTHING,
    items: [
      ...SESSION_START,
      { actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], keyPrefixes: [LOGIN_FAILURE_PREFIX] },
      // An expired invitation names who sent it.
      { actions: ['dynamodb:GetItem'], keyPrefixes: [ACCOUNT_PREFIX] },
    ],
  },
  // The sign-in's next steps (services/accounts/sign-in.ts): the throttle, then a session like the
  // login; RespondToAuthChallenge is a public-client call like InitiateAuth (no IAM grant).
  'user/new-password': {
    ...NOTHING,
    items: [...SESSION_START, { actions: ['dynamodb:BatchGetItem'], keyPrefixes: [LOGIN_FAILURE_PREFIX] }],
  },
  'user/mfa-sign-in': {
    ...NOTHING,
    items: [...SESSION_START, { actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], keyPrefixes: [LOGIN_FAILURE_PREFIX] }],
  },
  // Forgotten passwords (services/accounts/password-reset.ts): the code item and its mail in one
  // transaction; the reset reads and ends the code, sets the password and ends every session.
  'user/forgot-password': {
    ...NOTHING,
    items: [
      { actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'], keyPrefixes: [LOGIN_FAILURE_PREFIX] },
      { actions: ['dynamodb:PutItem'], keyPrefixes: [PASSWORD_RESET_PREFIX, ACCOUNT_MAIL_PREFIX] },
    ],
    cognito: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'],
  },
  'user/reset-password': {
    ...NOTHING,
    items: [
      { actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], keyPrefixes: [LOGIN_FAILURE_PREFIX] },
      { actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], keyPrefixes: [PASSWORD_RESET_PREFIX] },
      ...SESSIONS_END,
    ],
    cognito: ['cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminUserGlobalSignOut'],
  },
  // The enrolment (services/accounts/totp.ts): Cognito only, authorised by the user's own access
  // token (no IAM grant); verify lifts the session's wait.
  'user/mfa-setup': { ...NOTHING },
  'user/mfa-verify': {
    ...NOTHING,
    items: [{ actions: ['dynamodb:UpdateItem'], keyPrefixes: [SESSION_PREFIX] }],
  },
  'user/refresh': { ...NOTHING, items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: [SESSION_PREFIX] }] },
  'user/logout': { ...NOTHING, items: [{ actions: ['dynamodb:DeleteItem'], keyPrefixes: [SESSION_PREFIX, USER_SESSIONS_PREFIX] }] },
  // The caller comes from the authorizer's context; only the Account page's `?twoStep=1` reads
  // the caller's own MFA settings (services/accounts/totp.ts twoStepState).
  'user/me': { ...NOTHING, cognito: ['cognito-idp:AdminGetUser'] },
  // Agency sign-in (services/sso/agency-sign-in.ts): the providers come from the environment;
  // start stores a state; the callback takes it out (once) and starts a session. Cognito's token
  // endpoint is plain OAuth over HTTPS: no IAM action.
  'user/sso-providers': NOTHING,
  'user/sso-start': { ...NOTHING, items: [{ actions: ['dynamodb:PutItem'], keyPrefixes: [SSO_STATE_PREFIX] }] },
  'user/sso-callback': {
    ...NOTHING,
    items: [{ actions: ['dynamodb:DeleteItem'], keyPrefixes: [SSO_STATE_PREFIX] }, ...SESSION_START],
  },
};

/** What the Users screen's handlers need (functions/src/services/accounts/account-admin.ts). */
const MANAGE: ItemAccess[] = [{ actions: ['dynamodb:PutItem'], keyPrefixes: [AUDIT_PREFIX] }];
export const USERS_HANDLERS: Readonly<Record<string, RouteAccess>> = {
  // The pool's users and groups, their account records and their invitation mails' states.
  'users/list-users': {
    ...NOTHING,
    items: [{ actions: ['dynamodb:BatchGetItem'], keyPrefixes: [ACCOUNT_PREFIX, ACCOUNT_MAIL_PREFIX] }],
    cognito: ['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup'],
  },
  // The user, the group, then the account record, its mail and the audit entry in one transaction.
  'users/invite-user': {
    ...NOTHING,
    items: [{ actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], keyPrefixes: [ACCOUNT_PREFIX, ACCOUNT_MAIL_PREFIX, AUDIT_PREFIX] }],
    cognito: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminDeleteUser'],
  },
  'users/resend-invitation': {
    ...NOTHING,
    items: [{ actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], keyPrefixes: [ACCOUNT_PREFIX, ACCOUNT_MAIL_PREFIX, AUDIT_PREFIX] }],
    cognito: [...READ_USER, 'cognito-idp:AdminSetUserPassword'],
  },
  'users/set-role': {
    ...NOTHING,
    items: [...MANAGE, ...SESSIONS_END],
    cognito: [...READ_USER, 'cognito-idp:ListUsersInGroup', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup', 'cognito-idp:AdminUserGlobalSignOut'],
  },
  'users/disable-user': {
    ...NOTHING,
    items: [...MANAGE, ...SESSIONS_END],
    cognito: [...READ_USER, 'cognito-idp:ListUsersInGroup', 'cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut'],
  },
  'users/enable-user': { ...NOTHING, items: MANAGE, cognito: [...READ_USER, 'cognito-idp:AdminEnableUser'] },
  'users/delete-user': {
    ...NOTHING,
    items: [...MANAGE, ...SESSIONS_END, { actions: ['dynamodb:DeleteItem'], keyPrefixes: [ACCOUNT_PREFIX] }],
    cognito: [...READ_USER, 'cognito-idp:ListUsersInGroup', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'],
  },
  'users/reset-mfa': {
    ...NOTHING,
    items: [...MANAGE, ...SESSIONS_END],
    cognito: [...READ_USER, 'cognito-idp:AdminSetUserMFAPreference', 'cognito-idp:AdminUserGlobalSignOut'],
  },
};
