/**
 * A site admin or plain site user never reads, files or deletes another site's data, whatever the
 * query, body or path says (issue 8): other sites, ALL, lower case, whitespace, lists, NUL bytes,
 * body and query naming different sites, other sites' stored reports. Whatever the status, an
 * answer carries no data of a site the caller may not see, and no item of such a site changes.
 */
import { createHarnessTable, dropHarnessTable } from './isolated-table';
import { accessFor } from '@grindline/domain';
import { config } from '../../src/lib/config';
import { routes, type RouteDef } from '../../src/route-table';
import { signIn, type TestSession } from '../support/session';
import { DEMO_ROLES, routeCall, send, sessionOf, type DemoRole } from './callers';
import { importedTrackOf, ROUTE_SCENARIOS, storeReport, type RouteRequest } from './route-requests';
import { changedKeys, closeTableChanges, tableChanges, type TableChange } from './table-changes';

const SINGLE_SITE = DEMO_ROLES.filter((role) => accessFor(role).site !== null) as DemoRole[];
/** Shift id of the stored report of each site. */
const storedShift = new Map<string, string>();
let seq = 20_000;
let sent = 0;
let fallback: TestSession;

beforeAll(async () => {
  await createHarnessTable(config.tableName);
  fallback = await sessionOf('MBTA');
  for (const site of ROUTE_SCENARIOS['daily-stats'].sites) storedShift.set(site, (await storeReport(site, (seq += 1))).shiftId);
});

afterAll(async () => {
  console.log(`[harness] site confinement: ${SINGLE_SITE.length} single-site callers, ${sent} hostile requests`);
  closeTableChanges();
  await dropHarnessTable();
});

/** Ways of naming `other` (or every site) while being `own`. */
function hostileSites(own: string, other: string): string[] {
  return [other, 'ALL', 'all', other.toLowerCase(), own.toLowerCase(), ` ${other} `, `${own},${other}`, `${other},${own}`, `${own}\u0000${other}`, `${own}/../${other}`, `["${other}"]`];
}

/** Hostile variants of a valid request of `route` for the caller's own site. */
async function hostileRequests(route: RouteDef, base: RouteRequest, own: string, other: string): Promise<[string, RouteRequest][]> {
  const scope = route.site;
  const out: [string, RouteRequest][] = [];
  const query = base.query ?? {};
  const body = (base.body ?? {}) as Record<string, unknown>;
  for (const site of hostileSites(own, other)) {
    out.push([`query site=${JSON.stringify(site)}`, { ...base, query: { ...query, site } }]);
    if (scope.from === 'body' || route.method === 'POST') out.push([`body site=${JSON.stringify(site)}`, { ...base, body: { ...body, site } }]);
  }
  if (scope.from === 'body') {
    out.push([`body site=[own, other]`, { ...base, body: { ...body, site: [own, other] } }]);
    out.push([`query site=${own}, body site=${other}`, { ...base, query: { site: own }, body: { ...body, site: other } }]);
    out.push([`query site=${other}, body site=${own}`, { ...base, query: { site: other }, body: { ...body, site: own } }]);
  }
  if (scope.from === 'query') out.push([`query site=${own}, body site=${other}`, { ...base, body: { site: other } }]);
  if (route.id === 'reference-track-points') {
    out.push([`own site, another site's track id`, { ...base, params: { trackId: await importedTrackOf(other) } }]);
  }
  if (scope.from === 'stored') {
    for (const [site, shiftId] of storedShift) {
      if (site !== own) out.push([`stored report of ${site}`, { ...base, params: { shiftId } }]);
    }
    out.push([`path ${storedShift.get(other)}/../own`, { ...base, params: { shiftId: `${storedShift.get(other)}/../${storedShift.get(own)}` } }]);
  }
  return out;
}

describe.each(SINGLE_SITE.map((role) => [role] as const))('%s', (role) => {
  const access = accessFor(role);
  const own = access.site!;
  const other = own === 'MBTA' ? 'BART' : 'MBTA';
  const mine = (site: string | undefined) => site !== undefined && access.sites.includes(site);

  it.each(routes.filter((r) => r.allow !== 'public').map((r) => [`${r.method} ${r.path}`, r] as const))(
    "%s never shows, files or deletes another site's data",
    async (_name, route) => {
      const session = await sessionOf(role);
      const scenario = ROUTE_SCENARIOS[route.id];
      const site = scenario.sites.includes(own) ? own : scenario.sites[0];
      const base = await scenario.build({ site, seq: (seq += 1), session, fallback, freshSession: () => signIn(role.toLowerCase()) });
      const foreignShifts = [...storedShift].filter(([s]) => !mine(s)).map(([, id]) => id);
      const problems: string[] = [];
      const foreignSite = (item?: Record<string, { S?: string }>) => item?.site?.S !== undefined && !mine(item.site.S);
      const foreign = (change: TableChange) => foreignSite(change.before) || foreignSite(change.after);
      const hostile = await hostileRequests(route, base, own, other); // may import a track: before the changes are read
      await tableChanges();
      for (const [name, request] of hostile) {
        const result = await send(route, await routeCall(route, session, request));
        sent += 1;
        const text = result.body ?? '';
        const leaked = foreignShifts.filter((id) => text.includes(id));
        const sites = [...text.matchAll(/"site":"([^"]*)"/g)].map((m) => m[1]).filter((s) => !mine(s));
        if (result.statusCode >= 500) problems.push(`${name}: ${result.statusCode}`);
        if (leaked.length || sites.length) problems.push(`${name}: ${result.statusCode} shows ${[...leaked, ...sites].join(', ')}`);
      }
      const changed = changedKeys(await tableChanges(), [], foreign);
      if (changed.length > 0) problems.push(`another site's items changed: ${changed.slice(0, 5).join(', ')}`);
      expect(problems).toEqual([]);
    },
  );
});
