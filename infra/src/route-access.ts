/**
 * What each route's Lambda may touch, derived from its route-table entry so a new route gets
 * least privilege without a second list to keep in step.
 */
import type { RouteDef } from '../../functions/src/route-table';
import { aggregatePartition } from '../../functions/src/services/aggregates/keys';
import { CAT_UPLOAD_PREFIX, MAP_PICTURE_PREFIX, MONTHLY_PDF_PREFIX, NYCT_PDF_PREFIX, PHOTO_PREFIX, PHOTO_THUMB_PREFIX, STATEMENT_PDF_PREFIX } from '../../functions/src/data/bucket';
import { accountKey, accountOutboxKeys, passwordResetKey, userSessionKeys } from '../../functions/src/data/account-entities';
import { auditKeys } from '../../functions/src/data/audit-entities';
import { dataCollectionKeys } from '../../functions/src/data/data-collection-entities';
import { loginFailureKey, sessionKey, ssoStateKey } from '../../functions/src/data/session-entities';
import { measurementKeys } from '../../functions/src/data/measurement-entities';
import { outboxKeys, unsentMailKeys } from '../../functions/src/data/mail-entities';
import { reportKeys } from '../../functions/src/data/report-entities';
import { reviewKeys } from '../../functions/src/data/review-entities';
import { sitePlanKey } from '../../functions/src/data/dashboard-entities';

export type DataAccess = 'none' | 'read' | 'readWrite';

/** DynamoDB actions on the items whose partition key starts with one of `keyPrefixes` only. */
export interface ItemAccess {
  actions: string[];
  /** Partition-key prefixes, enforced with the `dynamodb:LeadingKeys` condition. */
  keyPrefixes: string[];
}

export interface RouteAccess {
  /** Access to the whole table (and its indexes). */
  table: DataAccess;
  /** Access to some items of the table only (sessions, login-failure counters). */
  items: ItemAccess[];
  /** 'put': PutObject only (signing an upload), no reading or listing. */
  uploads: DataAccess | 'put';
  /** Object-key prefix the bucket access is limited to; absent: the whole bucket. */
  uploadsPrefix?: string;
  /** DeleteObject as well (under the prefix): the CAT processing removes oversized uploads. */
  uploadsDelete?: boolean;
  /**
   * Objects read (GetObject, which also authorises HeadObject and signing a GET) under these
   * prefixes besides `uploads`, with listing limited to them so a missing key is a 404: the photos
   * of shift reports (issue 28) are checked by the filings and read by the readers of reports.
   */
  objectReads?: string[];
  /**
   * cognito-idp actions on the user pool. None today: InitiateAuth and RevokeToken are public-client
   * operations Cognito authorises by the app client and the token, not by IAM (docs/security.md).
   */
  cognito: string[];
}

/** Partition-key prefixes of the session and login-failure items (functions/src/data/table.ts). */
export const SESSION_PREFIX = sessionKey('').pk;
export const LOGIN_FAILURE_PREFIX = loginFailureKey('', 0).pk;
export const SSO_STATE_PREFIX = ssoStateKey('').pk;
/** Partition-key prefixes of the accounts (functions/src/data/account-entities.ts). */
export const ACCOUNT_PREFIX = accountKey('').pk;
export const USER_SESSIONS_PREFIX = userSessionKeys.partition('');
export const PASSWORD_RESET_PREFIX = passwordResetKey('').pk;
export const ACCOUNT_MAIL_PREFIX = accountOutboxKeys.mail('', '').pk.replace(/#$/, '#');

/** Partition-key prefix of the measurement layers (functions/src/data/table.ts). */
export const MEASUREMENT_PREFIX = measurementKeys.partition('', '').replace(/#+$/, '#');

/** Partition-key prefixes of reports and their versions, outbox items and the audit log. */
export const REPORT_PREFIX = reportKeys.partition('');
export const OUTBOX_PREFIX = outboxKeys.partition('');
/** The one partition of the unsent-mail markers written with an outbox item (docs/observability.md). */
export const UNSENT_MAIL_PARTITION = unsentMailKeys.partition;
export const AUDIT_PREFIX = auditKeys.partition('');
/** Partition-key prefix of the dashboard aggregates (services/aggregates/keys.ts). */
export const AGGREGATE_PREFIX = aggregatePartition('');
/** Partition-key prefix of the agency sign-off month items (functions/src/data/review-entities.ts). */
export const REVIEW_MONTH_PREFIX = reviewKeys.month('', '').pk;
/** Partition-key prefix of the site plans (functions/src/data/table.ts). */
export const SITE_PLAN_PREFIX = sitePlanKey('').pk;
/** Partition-key prefixes of the data collection (functions/src/data/table.ts). */
export const DC_SHIFT_PREFIX = dataCollectionKeys.shift('').pk;
export const CAT_FILE_PREFIX = dataCollectionKeys.result('').pk;

const NOTHING: RouteAccess = { table: 'none', items: [], uploads: 'none', cognito: [] };

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
const USER_HANDLERS: Readonly<Record<string, RouteAccess>> = {
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
const USERS_HANDLERS: Readonly<Record<string, RouteAccess>> = {
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

/**
 * Handlers whose needs are not those of their method (the defaults below), one by one.
 * The weekly PDF is a POST because it stores a file, but it only reads the table; it writes
 * its PDFs under its own prefix of the bucket and nowhere else.
 */
const OTHER_HANDLERS: Readonly<Record<string, RouteAccess>> = {
  // It also reads the thumbnails of the week's photos for its photos page (issue 28).
  'dashboard/nyct-weekly-pdf': { table: 'read', items: [], uploads: 'readWrite', uploadsPrefix: NYCT_PDF_PREFIX, objectReads: [PHOTO_THUMB_PREFIX], cognito: [] },
  // The Report Generator's PDF (issue 26): the same, under its own prefix.
  'reports/monthly-report-pdf': { table: 'read', items: [], uploads: 'readWrite', uploadsPrefix: MONTHLY_PDF_PREFIX, cognito: [] },
  // The monthly quantities statement's PDF (issue 29): the same, under its own prefix.
  'reviews/statement-pdf': { table: 'read', items: [], uploads: 'readWrite', uploadsPrefix: STATEMENT_PDF_PREFIX, cognito: [] },
  // A site plan (issue 13) replaces its own item and writes its audit entry, nothing else.
  'dashboard/site-plan-put': { ...NOTHING, items: [{ actions: ['dynamodb:PutItem'], keyPrefixes: [SITE_PLAN_PREFIX, AUDIT_PREFIX] }] },
  // The map image reads the tracks and keeps the pictures it draws under maps/ of the bucket.
  'maps/map-image': { table: 'read', items: [], uploads: 'readWrite', uploadsPrefix: MAP_PICTURE_PREFIX, cognito: [] },
  // Report versions (services/report-versions.ts): one transaction of puts under the report's
  // partition (the current item and the version), its outbox item and the audit entry, and the
  // ADD updates of the dashboard aggregates the change moves (changeWrites, services/aggregates).
  // Every change also updates its month's sign-off item (open months only) and checks the shift's
  // review for an approval (services/reviews/change-guards.ts).
  'reports/edit-report': {
    ...NOTHING,
    table: 'read',
    // The photos of the edited report are checked in the bucket (HeadObject) before the save.
    objectReads: [PHOTO_PREFIX],
    items: [
      { actions: ['dynamodb:PutItem'], keyPrefixes: [REPORT_PREFIX, OUTBOX_PREFIX, UNSENT_MAIL_PARTITION, AUDIT_PREFIX] },
      { actions: ['dynamodb:UpdateItem'], keyPrefixes: [AGGREGATE_PREFIX, REVIEW_MONTH_PREFIX] },
      { actions: ['dynamodb:ConditionCheckItem'], keyPrefixes: [REPORT_PREFIX] },
    ],
  },
  'reports/restore-report': {
    ...NOTHING,
    table: 'read',
    items: [
      { actions: ['dynamodb:PutItem'], keyPrefixes: [REPORT_PREFIX, AUDIT_PREFIX, OUTBOX_PREFIX] },
      { actions: ['dynamodb:UpdateItem'], keyPrefixes: [AGGREGATE_PREFIX, REVIEW_MONTH_PREFIX] },
      { actions: ['dynamodb:ConditionCheckItem'], keyPrefixes: [REPORT_PREFIX] },
    ],
  },
  // Form lookups answered from the customer profiles and the track catalogue (code, not table).
  'reference/form-customers': NOTHING,
  'reference/form-lines': NOTHING,
  'reference/form-directions': NOTHING,
  'reference/form-grinders': NOTHING,
  'reference/form-stones': NOTHING,
  'reference/form-profiles': NOTHING,
  'reference/form-chain-bounds': NOTHING,
  // The OpenAPI document is built from the contracts in the bundle: no table, no bucket.
  'docs/openapi': NOTHING,
  // Data collection (issue 15): signing a PUT needs the PutObject right itself, under cat/uploads/
  // only, and no table; filing writes the shift, its records and the file claims in one
  // transaction and checks each upload exists (HeadObject: read); the list reads the site index
  // and the results; one run reads its result item only.
  'data-collection/create-upload': { ...NOTHING, uploads: 'put', uploadsPrefix: CAT_UPLOAD_PREFIX },
  'data-collection/file-shift': {
    ...NOTHING,
    items: [{ actions: ['dynamodb:PutItem'], keyPrefixes: [DC_SHIFT_PREFIX, CAT_FILE_PREFIX, AUDIT_PREFIX] }],
    uploads: 'read',
    uploadsPrefix: CAT_UPLOAD_PREFIX,
  },
  'data-collection/list-runs': { ...NOTHING, table: 'read' },
  // Photos (issue 28): signing a photo's PUT needs PutObject under photos/ only, and no table; the
  // photos of a report read the report and sign GETs of its photos and thumbnails (HeadObject of
  // the thumbnail first).
  'photos/create-photo-upload': { ...NOTHING, uploads: 'put', uploadsPrefix: PHOTO_PREFIX },
  'photos/report-photos': { ...NOTHING, items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: [REPORT_PREFIX] }], objectReads: [PHOTO_PREFIX, PHOTO_THUMB_PREFIX] },
  'data-collection/run-result': { ...NOTHING, items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: [CAT_FILE_PREFIX] }] },
};

/** The report filings (services/file-report.ts): they check the photos of the report before the write. */
export const FILING_HANDLERS: ReadonlySet<string> = new Set([
  'reports/submit-bart-report',
  'reports/submit-standard-report',
  'reports/submit-skytrain-report',
  'reports/submit-second-flow-report',
  'reports/submit-generic-report',
  'reports/submit-nyct-report',
]);

/**
 * - `user/*` handlers get exactly what their session work needs (USER_HANDLERS); a new one must
 *   be added there, so synth fails rather than deploying a Lambda with unknown needs.
 * - Every other handler reads the table on GET and writes it otherwise.
 * - `data-collection/*` handlers also use the CAT upload bucket, the same way.
 * - Handlers with needs of their own are declared in OTHER_HANDLERS (the PDF, the map image) or
 *   above (the measurement import); the map layers are plain GETs and only read the table.
 */
export function routeAccess(route: RouteDef): RouteAccess {
  // A measurement import reads the site's tracks and replaces one measurement item: no report,
  // session or track is ever written by it.
  if (route.handler === 'maps/import-measurements') {
    return { ...NOTHING, table: 'read', items: [{ actions: ['dynamodb:PutItem'], keyPrefixes: [MEASUREMENT_PREFIX, AUDIT_PREFIX] }] };
  }
  if (route.handler.startsWith('users/')) {
    const access = USERS_HANDLERS[route.handler];
    if (!access) throw new Error(`No IAM access declared for ${route.handler}: add it to infra/src/route-access.ts`);
    return access;
  }
  if (route.handler.startsWith('user/')) {
    const access = USER_HANDLERS[route.handler];
    if (!access) throw new Error(`No IAM access declared for ${route.handler}: add it to infra/src/route-access.ts`);
    return access;
  }
  const declared = OTHER_HANDLERS[route.handler];
  if (declared) return declared;
  const level: DataAccess = route.method === 'GET' ? 'read' : 'readWrite';
  return {
    table: level,
    items: [],
    uploads: route.handler.startsWith('data-collection/') ? level : 'none',
    // A filing checks that each photo it refers to was uploaded (HeadObject under photos/).
    ...(FILING_HANDLERS.has(route.handler) ? { objectReads: [PHOTO_PREFIX] } : {}),
    cognito: [],
  };
}

/**
 * A stream worker (functions/src/workers.ts): the mail worker reads the outbox, the mail lists and
 * the tracks and writes the outbox and its mail records (table read and write), and keeps the map
 * pictures it draws in the bucket like the maps routes. Its SES permission is the sender's
 * identity only (stacks/api-stack.ts); the stream read is granted by its event source.
 */
export function workerAccess(worker: { handler: string }): RouteAccess {
  // The CAT processing reads (and deletes an oversized) upload and writes the file's result item.
  if (worker.handler === 'data-collection/process-upload') {
    return {
      ...NOTHING,
      items: [{ actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], keyPrefixes: [CAT_FILE_PREFIX] }],
      uploads: 'read',
      uploadsPrefix: CAT_UPLOAD_PREFIX,
      uploadsDelete: true,
    };
  }
  // The photo thumbnails (issue 28) read the photo and write its thumbnail: GetObject under
  // photos/ (with listing there, so a photo deleted meanwhile is a 404), PutObject under photo-thumbs/.
  if (worker.handler === 'photos/make-thumbnails') {
    return { ...NOTHING, uploads: 'put', uploadsPrefix: PHOTO_THUMB_PREFIX, objectReads: [PHOTO_PREFIX] };
  }
  // The reviewers' daily mail reads the month's reports and reviews and writes its outbox items.
  if (worker.handler === 'reviews/daily-digest') {
    return { ...NOTHING, table: 'read', items: [{ actions: ['dynamodb:PutItem'], keyPrefixes: [OUTBOX_PREFIX] }] };
  }
  if (!worker.handler.startsWith('mail/')) throw new Error(`No IAM access declared for worker ${worker.handler}: add it to infra/src/route-access.ts`);
  // It also reads the thumbnails of a report's photos to send them inline (issue 28).
  return { table: 'readWrite', items: [], uploads: 'readWrite', uploadsPrefix: MAP_PICTURE_PREFIX, objectReads: [PHOTO_THUMB_PREFIX], cognito: [] };
}

/** The authorizer: one consistent GetItem of the caller's session (services/sessions.ts). */
export function authorizerAccess(): RouteAccess {
  return { ...NOTHING, items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: [SESSION_PREFIX] }] };
}
