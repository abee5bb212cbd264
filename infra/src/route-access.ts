/**
 * What each route's Lambda may touch, derived from its route-table entry so a new route gets
 * least privilege without a second list to keep in step.
 */
import type { RouteDef } from '../../functions/src/route-table';

export type DataAccess = 'none' | 'read' | 'readWrite';

export interface RouteAccess {
  table: DataAccess;
  uploads: DataAccess;
  /** cognito-idp actions on the user pool. */
  cognito: string[];
}

/**
 * - `user/*` handlers talk to Cognito only (login and refresh: InitiateAuth; logout: RevokeToken).
 * - Every other handler reads the table on GET and writes it otherwise.
 * - `data-collection/*` handlers also use the CAT upload bucket, the same way.
 * - `maps/*` handlers read the table (tracks) and keep the pictures they draw in the bucket
 *   (`maps/<hash>.png`): read on the table, read and write on the bucket.
 */
export function routeAccess(route: RouteDef): RouteAccess {
  if (route.handler.startsWith('user/')) {
    return { table: 'none', uploads: 'none', cognito: ['cognito-idp:InitiateAuth', 'cognito-idp:RevokeToken'] };
  }
  if (route.handler.startsWith('maps/')) return { table: 'read', uploads: 'readWrite', cognito: [] };
  const level: DataAccess = route.method === 'GET' ? 'read' : 'readWrite';
  return {
    table: level,
    uploads: route.handler.startsWith('data-collection/') ? level : 'none',
    cognito: [],
  };
}
