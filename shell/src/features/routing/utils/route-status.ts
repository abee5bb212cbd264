import { ROLES, accessFor, canReach, type Access } from '@grindline/domain';

/** The path without query, hash or trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  return path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1') || '/';
}

const EVERY_ACCESS = ROLES.map((role) => accessFor(role));

/** True when some role may open the path: it is a route of the product (spec 002 section 2). */
export function isKnownRoute(path: string): boolean {
  return EVERY_ACCESS.some((access) => canReach(path, access));
}

/**
 * What the shell does with a path for a signed-in user (spec 002 section 2):
 * 'ok' mounts its area; 'redirect' (a guarded route the user may not open) goes to '/';
 * 'not-found' shows Page not found; 'no-access' is '/' for a role that grants nothing.
 */
export type RouteStatus = 'ok' | 'redirect' | 'not-found' | 'no-access';

/** Decides {@link RouteStatus} with the domain's canReach, the only place route rules live. */
export function routeStatus(path: string, access: Access): RouteStatus {
  const clean = normalizePath(path);
  if (canReach(clean, access)) return 'ok';
  if (clean === '/') return 'no-access';
  return isKnownRoute(clean) ? 'redirect' : 'not-found';
}
