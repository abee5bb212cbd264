/**
 * Who calls in the harness: the demo users of spec 002 section 4 (infra/local/bootstrap.ts), their
 * real sessions, and the decision the route table itself implies for each of them.
 */
import { accessFor, isMultiSite } from '@grindline/domain';
import { handler as authorizer } from '../../src/handlers/auth/authorizer';
import type { HttpApiEvent, HttpApiResult } from '../../src/lib/http-event';
import type { RouteDef } from '../../src/route-table';
import { httpEvent, invoke } from '../support/events';
import { sessionEvent, signIn, type TestSession } from '../support/session';
import type { RouteRequest, RouteScenario } from './route-requests';

/** Every demo role (Cognito group) of spec 002 section 4 and BART's agency inspector (decisions §53); the username is the role lower-cased. */
export const DEMO_ROLES = ['admin', 'adminMgmt', 'adminReadOnly', 'SKYTRAINadmin', 'NYCTadmin', 'NYCTadminedit', 'BARTadmin', 'OTRAINadmin', 'NCTDadmin', 'MBTA', 'BARTinspector'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** What the route table says a caller gets: in, or 401 / 403. */
export type Decision = 'allowed' | 401 | 403;

const sessions = new Map<string, Promise<TestSession>>();

/** The (cached) real session of a demo role, signed in through the login handler. */
export function sessionOf(role: DemoRole): Promise<TestSession> {
  let found = sessions.get(role);
  if (!found) {
    found = signIn(role.toLowerCase());
    sessions.set(role, found);
  }
  return found;
}

/**
 * The event of `request` to `route`, sent with `session`'s cookies (or none) and authorised by the
 * real authorizer handler, as the gateway hands it on to the route handler.
 */
export async function routeCall(route: RouteDef, session: TestSession | null, request: RouteRequest): Promise<HttpApiEvent> {
  const { as, body, ...rest } = request;
  const who = as === undefined ? session : as;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? name));
  const raw = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const headers = raw === undefined ? rest.headers : { 'content-type': 'application/json', ...(rest.headers ?? {}) };
  const options = { ...rest, headers, body: raw, method: route.method, path, routeKey: `${route.method} ${route.path}` };
  if (who) return sessionEvent(who, options);
  const auth = await authorizer(httpEvent({ cookies: rest.cookies ?? {} }));
  const event = httpEvent(options);
  event.requestContext!.authorizer = { lambda: auth.context };
  return event;
}

const handlers = new Map<string, Promise<unknown>>();

/** The handler module of a route (functions/src/handlers/<handler>.ts). */
export function handlerOf(route: RouteDef): Promise<unknown> {
  let found = handlers.get(route.id);
  if (!found) {
    found = import(`../../src/handlers/${route.handler}`).then((mod: { handler?: unknown }) => {
      if (typeof mod.handler !== 'function') throw new Error(`${route.handler} exports no handler`);
      return mod.handler;
    });
    handlers.set(route.id, found);
  }
  return found;
}

/** Sends `event` to the route's real handler. */
export async function send(route: RouteDef, event: HttpApiEvent): Promise<HttpApiResult> {
  return invoke(await handlerOf(route), event, route);
}

/**
 * The decision the route table implies for `role` (null: no session) calling `route` about data of
 * `site`: derived from the route's `allow` and `site` declarations and domain's accessFor(role).
 */
export function expectedDecision(route: RouteDef, role: string | null, site: string | null): Decision {
  if (route.allow === 'public') return 'allowed';
  if (role === null) return 401;
  const access = accessFor(role);
  if (access.sites.length === 0) return 403;
  if (route.allow !== 'signedIn') {
    const reviewer = access.agencyReviewer === true && route.allow.includes('agencyReviewers');
    const admitted = reviewer || (access.adminType === null ? route.allow.includes('siteUsers') : route.allow.includes(access.adminType));
    if (!admitted) return 403;
  }
  const scope = route.site;
  if (scope.from === 'none') return 'allowed';
  const dataSite = scope.from === 'fixed' ? scope.site : site;
  if (dataSite === null) throw new Error(`Route ${route.id} needs a site to decide`);
  if (scope.from !== 'fixed' && scope.from !== 'stored' && scope.all !== undefined && dataSite === scope.all) {
    return isMultiSite(access) ? 'allowed' : 403;
  }
  return access.sites.includes(dataSite) ? 'allowed' : 403;
}

/** One site a caller is tried with, and why it was chosen. */
export interface SiteCase {
  label: 'own site' | 'another site' | 'every site' | 'fixed site' | 'no site';
  site: string;
}

/**
 * The sites a role is tried with on a route: the route's fixed site; for a site from the query,
 * body or stored item: the caller's own site and a site not theirs (for multi-site admins, a
 * second site, theirs too), plus the route's 'ALL' value when it has one.
 */
export function siteCases(route: RouteDef, scenario: RouteScenario, role: string | null): SiteCase[] {
  const scope = route.site;
  if (scope.from === 'fixed') return [{ label: 'fixed site', site: scope.site }];
  if (scope.from === 'none') return [{ label: 'no site', site: scenario.sites[0] }];
  const access = accessFor(role ?? '');
  const own = access.site ?? scenario.sites.find((s) => access.sites.includes(s)) ?? scenario.sites[0];
  const other = scenario.sites.find((s) => s !== own && !access.sites.includes(s)) ?? scenario.sites.find((s) => s !== own);
  // A route whose data only one site has (the NYCT edit) has no 'another site' case here; the
  // hand-written matrix covers another site's report for it.
  const cases: SiteCase[] = [{ label: 'own site', site: own }, ...(other ? [{ label: 'another site' as const, site: other }] : [])];
  if (scope.from !== 'stored' && scope.all) cases.push({ label: 'every site', site: scope.all });
  return cases;
}
