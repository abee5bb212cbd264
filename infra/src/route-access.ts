/**
 * What each route's Lambda may touch, derived from its route-table entry so a new route gets
 * least privilege without a second list to keep in step.
 */
import type { RouteDef } from '../../functions/src/route-table';
import { loginFailureKey, measurementKeys, sessionKey } from '../../functions/src/data/table';

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
  uploads: DataAccess;
  /** cognito-idp actions on the user pool. */
  cognito: string[];
}

/** Partition-key prefixes of the session and login-failure items (functions/src/data/table.ts). */
export const SESSION_PREFIX = sessionKey('').pk;
export const LOGIN_FAILURE_PREFIX = loginFailureKey('', 0).pk;

/** Partition-key prefix of the measurement layers (functions/src/data/table.ts). */
export const MEASUREMENT_PREFIX = measurementKeys.partition('', '').replace(/#+$/, '#');

const NOTHING: RouteAccess = { table: 'none', items: [], uploads: 'none', cognito: [] };

/**
 * The session handlers, one by one (functions/src/handlers/user/*.ts and services/sessions.ts,
 * services/login-throttle.ts): they never see reports or tracks, only their own items.
 */
const USER_HANDLERS: Readonly<Record<string, RouteAccess>> = {
  // Throttle check (BatchGet), failure counting (Update), reset (Delete); then a new session (Put).
  'user/login': {
    ...NOTHING,
    items: [
      { actions: ['dynamodb:PutItem'], keyPrefixes: [SESSION_PREFIX] },
      { actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], keyPrefixes: [LOGIN_FAILURE_PREFIX] },
    ],
    cognito: ['cognito-idp:InitiateAuth'],
  },
  'user/refresh': {
    ...NOTHING,
    items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: [SESSION_PREFIX] }],
    cognito: ['cognito-idp:InitiateAuth'],
  },
  'user/logout': {
    ...NOTHING,
    items: [{ actions: ['dynamodb:DeleteItem'], keyPrefixes: [SESSION_PREFIX] }],
    cognito: ['cognito-idp:RevokeToken'],
  },
  // The caller comes from the authorizer's context: no AWS call at all.
  'user/me': NOTHING,
};

/**
 * - `user/*` handlers get exactly what their session work needs (USER_HANDLERS); a new one must
 *   be added there, so synth fails rather than deploying a Lambda with unknown needs.
 * - Every other handler reads the table on GET and writes it otherwise.
 * - `data-collection/*` handlers also use the CAT upload bucket, the same way.
 */
export function routeAccess(route: RouteDef): RouteAccess {
  // A measurement import reads the site's tracks and replaces one measurement item: no report,
  // session or track is ever written by it.
  if (route.handler === 'maps/import-measurements') {
    return { ...NOTHING, table: 'read', items: [{ actions: ['dynamodb:PutItem'], keyPrefixes: [MEASUREMENT_PREFIX] }] };
  }
  if (route.handler.startsWith('user/')) {
    const access = USER_HANDLERS[route.handler];
    if (!access) throw new Error(`No IAM access declared for ${route.handler}: add it to infra/src/route-access.ts`);
    return access;
  }
  const level: DataAccess = route.method === 'GET' ? 'read' : 'readWrite';
  return {
    table: level,
    items: [],
    uploads: route.handler.startsWith('data-collection/') ? level : 'none',
    cognito: [],
  };
}

/** The authorizer: one consistent GetItem of the caller's session (services/sessions.ts). */
export function authorizerAccess(): RouteAccess {
  return { ...NOTHING, items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: [SESSION_PREFIX] }] };
}
