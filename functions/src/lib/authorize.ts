/**
 * Server-side authorisation of every route (docs/architecture.md): who the caller is (from the
 * authorizer context), whether their role may call the route (`allow`), and whether they may
 * touch the site of the data (`site`). 401 means "sign in again", 403 "not allowed".
 */
import { accessFor, isMultiSite, type RouteContract } from '@grindline/domain';
import type { Caller } from './caller';
import { BadRequestError, ForbiddenError, UnauthorizedError } from './errors';
import type { HttpApiEvent } from './http-event';

/** The signed-in caller the authorizer vouched for, or null when there is no valid session. */
export function callerFrom(event: HttpApiEvent): Caller | null {
  const ctx = event.requestContext?.authorizer?.lambda;
  if (!ctx || ctx.authenticated !== 'true' || typeof ctx.username !== 'string' || !ctx.username) return null;
  const role = typeof ctx.role === 'string' ? ctx.role : '';
  const idp = typeof ctx.identityProvider === 'string' && ctx.identityProvider ? { identityProvider: ctx.identityProvider } : {};
  return { username: ctx.username, role, access: accessFor(role), ...idp, ...(ctx.mfaPending === 'true' ? { mfaPending: true } : {}) };
}

/** What a session waiting for its required second factor reaches: who am I, and the enrolment. */
const MFA_SETUP_ROUTES: ReadonlySet<string> = new Set(['user-me', 'user-mfa-setup', 'user-mfa-verify']);

/**
 * Checks `route.allow` for `caller`: public routes admit anyone; any other route needs a session
 * (401 otherwise); an admin-type list admits those admin types, and plain site users only when it
 * holds 'siteUsers', agency inspectors when it holds 'agencyReviewers' (403 otherwise). A caller whose role grants no site at all is refused too.
 */
export function assertAllowed(route: Pick<RouteContract, 'id' | 'allow'>, caller: Caller | null): void {
  if (route.allow === 'public') return;
  if (!caller) throw new UnauthorizedError();
  if (caller.mfaPending && !MFA_SETUP_ROUTES.has(route.id)) throw new ForbiddenError('Set up your second factor (an authenticator app) first');
  if (caller.access.sites.length === 0) throw new ForbiddenError('Your account has no role');
  if (route.allow === 'signedIn') return;
  const { adminType } = caller.access;
  // An agency inspector is a plain site user who also reviews (decisions §53).
  const reviewer = caller.access.agencyReviewer === true && route.allow.includes('agencyReviewers');
  const allowed = reviewer || (adminType === null ? route.allow.includes('siteUsers') : route.allow.includes(adminType));
  if (!allowed) throw new ForbiddenError();
}

/** 403 unless `caller` may touch data of `site` (its own site, or any site for multi-site admins). */
export function assertSite(caller: Caller, site: string): void {
  if (!caller.access.sites.includes(site)) throw new ForbiddenError('You are not allowed to see this site');
}

/**
 * Checks `route.site` for a caller already admitted by {@link assertAllowed}:
 * - fixed: the route's site must be one of the caller's;
 * - query/body: the named value is required (400); the route's `all` value ('ALL') is for
 *   multi-site callers only (403); 'ALL' where the route takes no `all` is bad input (400);
 *   any other value must be one of the caller's sites (403);
 * - stored: checked by the handler with {@link assertSite} once the item is read;
 * - none: nothing to check.
 */
export function assertSiteScope(
  route: Pick<RouteContract, 'site'>,
  caller: Caller | null,
  query: Record<string, string | undefined>,
  body: unknown,
): void {
  const scope = route.site;
  if (scope.from === 'none' || scope.from === 'stored') return;
  if (!caller) throw new UnauthorizedError();
  if (scope.from === 'fixed') return assertSite(caller, scope.site);
  const source = scope.from === 'query' ? query : body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const raw = source[scope.name];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) throw new BadRequestError(`${scope.name} is required`, [{ path: scope.name, message: `${scope.name} is required` }]);
  if (value === 'ALL') {
    if (!scope.all) throw new BadRequestError('Choose one site', [{ path: scope.name, message: 'Choose one site' }]);
    if (!isMultiSite(caller.access)) throw new ForbiddenError('You are not allowed to see every site');
    return;
  }
  assertSite(caller, value);
}
