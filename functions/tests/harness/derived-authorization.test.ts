/**
 * Authorisation derived from the route table (issue 8): every route of the table, every demo
 * role of spec 002 section 4 and no session, each with the caller's own site and another site
 * (and 'ALL' where the route takes it). The expected answer is derived from the route's `allow`
 * and `site` declarations and domain's accessFor(role).sites: a valid request gets the route's
 * success status when the caller is admitted, 401 or 403 otherwise. The hand-written matrix
 * (tests/authorization-matrix.test.ts) stays the independent opinion; this one walks the table,
 * so a route added without a scenario fails here.
 */
import { createHarnessTable, dropHarnessTable } from './isolated-table';
import { config } from '../../src/lib/config';
import { routes } from '../../src/route-table';
import { signIn, type TestSession } from '../support/session';
import { DEMO_ROLES, expectedDecision, routeCall, send, sessionOf, siteCases, type DemoRole } from './callers';
import { ROUTE_SCENARIOS } from './route-requests';

let seq = 0;
let requestsSent = 0;
let fallback: TestSession;

beforeAll(async () => {
  await createHarnessTable(config.tableName);
  fallback = await sessionOf('MBTA');
});

afterAll(async () => {
  console.log(`[harness] derived authorisation: ${routes.length} routes x ${DEMO_ROLES.length + 1} callers (${DEMO_ROLES.length} demo roles + no session), ${requestsSent} requests`);
  await dropHarnessTable();
});

describe('authorisation derived from the route table', () => {
  it('every route of the route table has a harness scenario', () => {
    const missing = routes.filter((route) => !ROUTE_SCENARIOS[route.id]).map((route) => `${route.method} ${route.path} (${route.id})`);
    expect(missing).toEqual([]);
    const unknown = Object.keys(ROUTE_SCENARIOS).filter((id) => !routes.some((route) => route.id === id));
    expect(unknown).toEqual([]);
  });

  describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    it('answers every caller as its allow and site declarations say', async () => {
      const scenario = ROUTE_SCENARIOS[route.id];
      if (!scenario) throw new Error(`No harness scenario for route ${route.id}: add one to tests/harness/route-requests.ts`);
      const actual: Record<string, number | string> = {};
      const wanted: Record<string, number | string> = {};
      for (const role of [...DEMO_ROLES, null] as (DemoRole | null)[]) {
        const session = role ? await sessionOf(role) : null;
        for (const { label, site } of siteCases(route, scenario, role)) {
          seq += 1;
          const request = await scenario.build({
            site,
            seq,
            session,
            fallback,
            freshSession: () => signIn((role ?? 'MBTA').toLowerCase()),
          });
          const result = await send(route, await routeCall(route, session, request));
          requestsSent += 1;
          const key = `${role ?? 'no session'} / ${label} (${site})`;
          const decision = expectedDecision(route, role, site);
          wanted[key] = decision === 'allowed' ? scenario.success : decision;
          actual[key] = result.statusCode === wanted[key] ? result.statusCode : `${result.statusCode} ${result.body ?? ''}`.slice(0, 300);
        }
      }
      expect(actual).toEqual(wanted);
    });
  });
});
