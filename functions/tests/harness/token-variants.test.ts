/**
 * Sessions that must not open a route (issue 8): for every route that needs a session, the
 * request a super admin may make is sent with no cookie, a garbage cookie, an ID token whose
 * signature or payload was altered, an expired one (forged with cognito-local's key, valid in
 * every other respect), one of another user pool (same key, other issuer), and a valid token
 * without its server-side session or with another user's. Each goes through the real authorizer
 * and the route handler and must get 401 with nothing written; the genuine session gets in.
 */
import { createHarnessTable, dropHarnessTable } from './isolated-table';
import { config } from '../../src/lib/config';
import { routes } from '../../src/route-table';
import { jsonBody } from '../support/events';
import { signIn, type TestSession } from '../support/session';
import { routeCall, send, sessionOf, siteCases } from './callers';
import { ROUTE_SCENARIOS, type RouteRequest } from './route-requests';
import { changedKeys, closeTableChanges, tableChanges } from './table-changes';
import { alteredSignatureToken, escalatedPayloadToken, expiredIdToken, forgeIdToken, otherPoolIdToken } from './tokens';

let admin: TestSession;
let mbta: TestSession;
/** The genuine caller of routes super may not call (the adminMgmt-only routes of issue 11). */
let manager: TestSession;
/** The genuine caller of the routes only agency reviewers may call (issue 29): BART's inspector. */
let inspector: TestSession;
let variants: [string, (request: RouteRequest) => RouteRequest][];
let variantsSent = 0;
let seq = 5000;

beforeAll(async () => {
  await createHarnessTable(config.tableName);
  [admin, mbta, manager, inspector] = await Promise.all([sessionOf('admin'), sessionOf('MBTA'), sessionOf('adminMgmt'), sessionOf('BARTinspector')]);
  const [expired, foreign] = await Promise.all([expiredIdToken(admin.idToken), otherPoolIdToken()]);
  // Sent with the admin's real gl_sid unless said otherwise: only the token is wrong.
  const withIdToken = (token: string) => (request: RouteRequest) => ({ ...request, as: admin, cookies: { ...request.cookies, gl_id: token } });
  variants = [
    ['no cookie', (request) => ({ ...request, as: null, cookies: {} })],
    ['a garbage gl_id cookie alone', (request) => ({ ...request, as: null, cookies: { gl_id: 'garbage' } })],
    ['a garbage gl_id with a live gl_sid', withIdToken('garbage')],
    ['an ID token with an altered signature', withIdToken(alteredSignatureToken(admin.idToken))],
    ["mbta's ID token with its groups changed to admin", (request) => ({ ...request, as: mbta, cookies: { ...request.cookies, gl_id: escalatedPayloadToken(mbta.idToken) } })],
    ['an expired ID token (forged with the pool key)', withIdToken(expired)],
    ['an ID token of another user pool (same key, other issuer)', withIdToken(foreign)],
    ['a valid ID token without gl_sid', (request) => ({ ...request, as: admin, cookies: { ...request.cookies, gl_sid: '' } })],
    ["a valid ID token with another user's gl_sid", (request) => ({ ...request, as: admin, cookies: { ...request.cookies, gl_sid: mbta.sessionId } })],
  ];
});

afterAll(async () => {
  console.log(`[harness] session variants: ${variantsSent} requests with a bad or missing session, all expected 401`);
  closeTableChanges();
  await dropHarnessTable();
});

describe('sessions that must not open a route', () => {
  it('a token forged with the pool key and a future expiry is accepted, so the expired one fails for its expiry alone', async () => {
    const me = routes.find((r) => r.id === 'user-me')!;
    const now = Math.floor(Date.now() / 1000);
    const forged = await forgeIdToken(admin.idToken, { iat: now, exp: now + 600 });
    const result = await send(me, await routeCall(me, admin, { cookies: { gl_id: forged } }));
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toMatchObject({ username: 'admin', role: 'admin' });
  });

  const guarded = routes.filter((route) => route.allow !== 'public');
  describe.each(guarded.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    it('answers 401 to every bad session, writes nothing, and lets the genuine one in', async () => {
      const scenario = ROUTE_SCENARIOS[route.id];
      if (!scenario) throw new Error(`No harness scenario for route ${route.id}`);
      const site = siteCases(route, scenario, 'admin')[0].site;
      const build = () =>
        scenario.build({ site, seq: (seq += 1), session: admin, fallback: mbta, freshSession: () => signIn('admin') });
      // Built first (a DELETE stores the report it deletes), so the changes read cover only the calls.
      const requests: RouteRequest[] = [];
      for (const [, variant] of variants) requests.push(variant(await build()));
      await tableChanges();
      const answers: Record<string, string> = {};
      for (const [i, [name]] of variants.entries()) {
        const result = await send(route, await routeCall(route, admin, requests[i]));
        variantsSent += 1;
        const message = result.statusCode === 401 ? (jsonBody<{ message?: string }>(result).message ?? '') : result.body ?? '';
        answers[name] = `${result.statusCode} ${message}`.slice(0, 200);
      }
      expect(answers).toEqual(Object.fromEntries(variants.map(([name]) => [name, '401 Please sign in'])));
      expect(changedKeys(await tableChanges())).toEqual([]);

      const allow = Array.isArray(route.allow) ? route.allow : [];
      const genuineAs = !Array.isArray(route.allow) || allow.includes('super') ? admin : allow.includes('adminMgmt') ? manager : inspector;
      const genuine = await send(route, await routeCall(route, genuineAs, await build()));
      expect(genuine.statusCode).toBe(scenario.success);
    });
  });
});
