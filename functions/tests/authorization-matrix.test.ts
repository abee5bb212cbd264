/**
 * Route-by-route authorisation: for every route of the route table, every demo role and no
 * session, the answer of the real handler module is compared with the table below, written out
 * by hand from spec 002 section 6 and docs/api.md (not derived from the route table).
 * 'ok' means allowed: the answer is neither 401 nor 403 (and not a server error either).
 */
import { routes, type RouteDef } from '../src/route-table';
import type { HttpApiResult } from '../src/lib/http-event';
import { invoke, routeEvent } from './support/events';
import { agencyCallbackRequest } from './support/agency-sign-in';
import { DEMO_PASSWORD, signIn, type TestSession } from './support/session';
import {
  type Decision, CALLERS, type CallerName, type Scenario, EVERYONE, SIGNED_IN, BART_WRITERS, BART_READERS, SITE_ADMINS_AND_MANAGERS, SEES_BART, SEES_MBTA, SEES_NYCT, MANAGERS, NYCT_REPORT,
  SEES_SKYTRAIN, NYCT_EDITORS, MGMT_ONLY, SITE_ADMINS_OF_NYCT, NO_CONTRACTOR, SEES_ALL, FORM_WRITERS, FILES_NYCT, FILES_MBTA, STORED_BART, STORED_NYCT, NYCT_EDIT,
  formLookup, photoUpload, siteQuery, storeNyctReport, storeBartReport,
} from './support/authorization-rows';

let agencyCallback: { code: string; state: string; browserSecret: string };

const EXPECTED: Record<string, Scenario[]> = {
  'user-login': [{ name: 'valid credentials', request: () => ({ body: { username: 'mbta', password: DEMO_PASSWORD } }), expected: EVERYONE }],
  'user-refresh': [{ name: 'with a refresh cookie', request: ({ session }) => ({ cookies: { gl_refresh: session.refreshToken, gl_sid: session.sessionId } }), expected: EVERYONE }],
  'user-logout': [{ name: 'without cookies', expected: EVERYONE }],
  'user-me': [{ name: 'plain', expected: SIGNED_IN }],
  // Agency sign-in is the sign-in itself: open to everyone, like login.
  'user-sso-providers': [{ name: 'plain', expected: EVERYONE }],
  'user-sso-start': [{ name: 'the demo agency', request: () => ({ body: { provider: 'bart', returnTo: '/maps/BART' } }), expected: EVERYONE }],
  'user-sso-callback': [
    {
      name: 'a sign-in finished at the agency',
      // Each caller needs its own: a state is used once.
      before: async () => {
        agencyCallback = await agencyCallbackRequest();
      },
      request: () => ({ body: { code: agencyCallback.code, state: agencyCallback.state }, cookies: { gl_sso: agencyCallback.browserSecret } }),
      expected: EVERYONE,
    },
  ],
  'bart-report-exists': [{ name: 'plain', request: () => ({ query: { date: '2024-01-02', grinderType: 'RGH-20C' } }), expected: BART_WRITERS }],
  'bart-report-submit': [{ name: 'empty body', request: () => ({ body: {} }), expected: BART_WRITERS }],
  'bart-report-list': [{ name: 'plain', request: () => ({ query: { date: '2024-01-02' } }), expected: BART_READERS }],
  'standard-report-submit': [
    { name: 'site=OTRAIN', request: () => ({ body: { site: 'OTRAIN' } }), expected: ['ok', 'ok', 403, 403, 403, 403, 403, 'ok', 403, 403, 401] },
    { name: 'site=NCTD', request: () => ({ body: { site: 'NCTD' } }), expected: ['ok', 'ok', 403, 403, 403, 403, 403, 403, 'ok', 403, 401] },
    { name: 'site=MBTA', request: () => ({ body: { site: 'MBTA' } }), expected: ['ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 403, 401] },
  ],
  'skytrain-report-submit': [{ name: 'empty body', request: () => ({ body: {} }), expected: ['ok', 'ok', 403, 'ok', 403, 403, 403, 403, 403, 403, 401] }],
  'second-flow-report-submit': [
    { name: 'customer=NCTD', request: () => ({ body: { customer: 'NCTD' } }), expected: ['ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 403, 401] },
    { name: 'customer=SOUNDTRANSIT', request: () => ({ body: { customer: 'SOUNDTRANSIT' } }), expected: ['ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 403, 401] },
  ],
  'generic-report-submit': [
    { name: 'customer=NCTD', request: () => ({ body: { customer: 'NCTD' } }), expected: ['ok', 'ok', 403, 403, 403, 403, 403, 403, 'ok', 403, 401] },
    { name: 'customer=OTRAIN', request: () => ({ body: { customer: 'OTRAIN' } }), expected: ['ok', 'ok', 403, 403, 403, 403, 403, 'ok', 403, 403, 401] },
    { name: 'customer=MBTA', request: () => ({ body: { customer: 'MBTA' } }), expected: ['ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 403, 401] },
  ],
  'report-shifts': formLookup({ date: '2024-01-02', line: 'COASTER' }),
  'report-grind-row-delete': [
    { name: 'unknown shift', request: () => ({ params: { shiftId: '20240102999999', index: '0' } }), expected: SITE_ADMINS_AND_MANAGERS },
    { name: 'stored BART report', request: () => ({ params: { shiftId: STORED_BART.shiftId, index: '0' } }), before: storeBartReport, expected: BART_WRITERS },
  ],
  'report-grind-delete-all': [
    { name: 'unknown shift', request: () => ({ params: { shiftId: '20240102999999' } }), expected: SITE_ADMINS_AND_MANAGERS },
    { name: 'stored BART report', request: () => ({ params: { shiftId: STORED_BART.shiftId } }), before: storeBartReport, expected: BART_WRITERS },
  ],
  'skytrain-report-list': [{ name: 'plain', request: () => ({ query: { date: '2024-01-02' } }), expected: SEES_SKYTRAIN }],
  'nyct-report-submit': [{ name: 'empty body', request: () => ({ body: {} }), expected: ['ok', 'ok', 403, 403, 'ok', 'ok', 403, 403, 403, 403, 401] }],
  'report-delete': [
    { name: 'unknown shift', request: () => ({ params: { shiftId: '20240102999999' } }), expected: SITE_ADMINS_AND_MANAGERS },
    { name: 'stored BART report', request: () => ({ params: { shiftId: STORED_BART.shiftId } }), before: storeBartReport, expected: BART_WRITERS },
  ],
  'report-edit-get': [
    { name: 'unknown shift', request: () => ({ params: { shiftId: '20240102999999' } }), expected: NYCT_EDITORS },
    { name: 'stored BART report', request: () => ({ params: { shiftId: STORED_BART.shiftId } }), before: storeBartReport, expected: MGMT_ONLY },
    { name: 'stored NYCT report', request: () => ({ params: { shiftId: STORED_NYCT.shiftId } }), before: storeNyctReport, expected: NYCT_EDITORS },
  ],
  // A body the contract accepts (a bad one is a 400 for every caller allowed the route, decisions §57).
  'report-edit': [
    { name: 'unknown shift', request: () => ({ params: { shiftId: '20240102999999' }, body: NYCT_EDIT }), expected: NYCT_EDITORS },
    // Another site's report: the NYCT editor gets 403 before the version is compared.
    { name: 'stored BART report', request: () => ({ params: { shiftId: STORED_BART.shiftId }, body: NYCT_EDIT }), before: storeBartReport, expected: MGMT_ONLY },
    { name: 'stored NYCT report', request: () => ({ params: { shiftId: STORED_NYCT.shiftId }, body: NYCT_EDIT }), before: storeNyctReport, expected: NYCT_EDITORS },
  ],
  'report-history': [
    { name: 'unknown shift', request: () => ({ params: { shiftId: '20240102999999' } }), expected: SITE_ADMINS_AND_MANAGERS },
    { name: 'stored BART report', request: () => ({ params: { shiftId: STORED_BART.shiftId } }), before: storeBartReport, expected: BART_WRITERS },
    { name: 'stored NYCT report', request: () => ({ params: { shiftId: STORED_NYCT.shiftId } }), before: storeNyctReport, expected: SITE_ADMINS_OF_NYCT },
  ],
  'report-restore': [
    { name: 'unknown shift', request: () => ({ params: { shiftId: '20240102999999' }, body: { version: 1 } }), expected: MGMT_ONLY },
    { name: 'stored BART report', request: () => ({ params: { shiftId: STORED_BART.shiftId }, body: { version: 1 } }), before: storeBartReport, expected: MGMT_ONLY },
  ],
  // Agency sign-off (issue 29): the office, the site's admins and (not a column here) its agency
  // inspector read; no contractor role ever approves or closes (the inspector's own answers are
  // in src/handlers/reviews/reviews.test.ts and the derived matrix).
  'review-list': [
    { name: 'site=BART', request: () => ({ query: { site: 'BART', month: '2024-01' } }), expected: SEES_BART },
    { name: 'site=MBTA', request: () => ({ query: { site: 'MBTA', month: '2024-01' } }), expected: SEES_ALL },
  ],
  'review-get': [
    { name: 'unknown shift', request: () => ({ params: { shiftId: '20240102999999' } }), expected: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403, 401] },
    { name: 'stored BART report', request: () => ({ params: { shiftId: STORED_BART.shiftId } }), before: storeBartReport, expected: SEES_BART },
  ],
  'review-post': [
    { name: 'stored BART report', request: () => ({ params: { shiftId: STORED_BART.shiftId }, body: { decision: 'approved', version: 1 } }), before: storeBartReport, expected: NO_CONTRACTOR },
  ],
  statement: [{ name: 'site=BART', request: () => ({ query: { site: 'BART', month: '2024-01' } }), expected: SEES_BART }],
  'statement-csv': [{ name: 'site=BART', request: () => ({ query: { site: 'BART', month: '2024-01' } }), expected: SEES_BART }],
  'statement-pdf': [{ name: 'site=BART', request: () => ({ body: { site: 'BART', month: '2036-01' } }), expected: SEES_BART }],
  'statement-close': [{ name: 'site=BART', request: () => ({ body: { site: 'BART', month: '2024-01' } }), expected: NO_CONTRACTOR }],
  'statement-reopen': [{ name: 'site=BART', request: () => ({ body: { site: 'BART', month: '2024-01', reason: 'Matrix reopening' } }), expected: MGMT_ONLY }],
  'audit-log': [{ name: 'one day', request: () => ({ query: { from: '2024-01-02', to: '2024-01-02' } }), expected: MGMT_ONLY }],
  'daily-stats': [
    { name: 'site=BART', request: siteQuery('BART'), expected: SEES_BART },
    { name: 'site=MBTA', request: siteQuery('MBTA'), expected: SEES_MBTA },
    { name: 'site=NYCT', request: siteQuery('NYCT'), expected: SEES_NYCT },
    { name: 'site=ALL', request: siteQuery('ALL'), expected: SEES_ALL },
  ],
  'daily-stats-csv': [
    { name: 'site=BART', request: siteQuery('BART'), expected: SEES_BART },
    { name: 'site=MBTA', request: siteQuery('MBTA'), expected: SEES_MBTA },
    // No site=ALL for the CSV: that is bad input (400) for everyone signed in.
    { name: 'site=ALL', request: siteQuery('ALL'), expected: SIGNED_IN },
  ],
  grinders: [
    { name: 'site=BART', request: siteQuery('BART'), expected: SEES_BART },
    { name: 'site=MBTA', request: siteQuery('MBTA'), expected: SEES_MBTA },
    { name: 'site=ALL', request: siteQuery('ALL'), expected: SEES_ALL },
  ],
  'dashboard-overview': [
    { name: 'site=BART', request: siteQuery('BART'), expected: SEES_BART },
    { name: 'site=MBTA', request: siteQuery('MBTA'), expected: SEES_MBTA },
    { name: 'site=ALL', request: siteQuery('ALL'), expected: SEES_ALL },
  ],
  'dashboard-monthly': [
    { name: 'site=BART', request: () => ({ query: { site: 'BART', projectStart: '2024-01-01', reportEnd: '2024-02-01' } }), expected: SEES_BART },
    { name: 'site=NYCT', request: () => ({ query: { site: 'NYCT', projectStart: '2024-01-01', reportEnd: '2024-02-01' } }), expected: SEES_NYCT },
    // One site only: ALL is bad input (400) for everyone signed in.
    { name: 'site=ALL', request: () => ({ query: { site: 'ALL', projectStart: '2024-01-01', reportEnd: '2024-02-01' } }), expected: SIGNED_IN },
  ],
  'dashboard-site': [
    { name: 'site=NYCT', request: siteQuery('NYCT'), expected: SEES_NYCT },
    { name: 'site=MBTA', request: siteQuery('MBTA'), expected: SEES_MBTA },
  ],
  'dashboard-performance': [
    { name: 'site=SKYTRAIN', request: siteQuery('SKYTRAIN'), expected: SEES_SKYTRAIN },
    { name: 'site=NYCT div=IRT', request: () => ({ query: { site: 'NYCT', startDate: '2024-01-01', endDate: '2024-01-31', div: 'IRT' } }), expected: SEES_NYCT },
    { name: 'site=MBTA', request: siteQuery('MBTA'), expected: SEES_MBTA },
  ],
  'site-plan-put': [
    {
      name: 'NCTD plan',
      request: () => ({ params: { site: 'NCTD' }, body: { goalFeet: null, phases: [{ phase: 1, startDate: '2024-01-01', endDate: '2024-12-31', tracks: [{ trackId: 'X_1', line: 'X', lengthFeet: 1000 }] }] } }),
      expected: MANAGERS,
    },
  ],
  'nyct-weekly': [{ name: 'week of 2024-03-04', request: () => ({ query: { week: '2024-03-04' } }), expected: NYCT_REPORT }],
  'nyct-weekly-pdf': [{ name: 'week of 2024-03-04', request: () => ({ body: { week: '2024-03-04' } }), expected: NYCT_REPORT }],
  // The Report Generator (spec 002 '/reports': adminMgmt only), on a site of its access.
  'monthly-report-pdf': [
    { name: 'site=BART', request: () => ({ body: { site: 'BART', projectStart: '2024-01-01', reportEnd: '2024-02-01', interval: 31, phase: '1' } }), expected: MGMT_ONLY },
  ],
  'reference-track-import': [
    { name: 'BART track', request: () => ({ body: { customer: 'BART' } }), expected: ['ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 403, 401] },
  ],
  'reference-track-list': [
    { name: 'site=BART', request: () => ({ query: { site: 'BART' } }), expected: SEES_BART },
    { name: 'site=NYCT', request: () => ({ query: { site: 'NYCT' } }), expected: SEES_NYCT },
  ],
  'report-mails': [
    { name: 'unknown shift', request: () => ({ params: { shiftId: '20240102999999' } }), expected: SITE_ADMINS_AND_MANAGERS },
    { name: 'stored BART report', request: () => ({ params: { shiftId: STORED_BART.shiftId } }), before: storeBartReport, expected: BART_WRITERS },
  ],
  'mail-lists': [{ name: 'plain', expected: MANAGERS }],
  // People and accounts (issue 31). Requests that change nothing: a body the route refuses (400)
  // or a user that does not exist (404), so 'ok' is the route letting the caller in.
  'user-new-password': [{ name: 'empty body', request: () => ({ body: {} }), expected: EVERYONE }],
  'user-mfa-sign-in': [{ name: 'empty body', request: () => ({ body: {} }), expected: EVERYONE }],
  'user-password-forgot': [{ name: 'empty body', request: () => ({ body: {} }), expected: EVERYONE }],
  'user-password-reset': [{ name: 'empty body', request: () => ({ body: {} }), expected: EVERYONE }],
  // The refresh cookie is mbta's: any other caller is refused (401) as with someone else's cookie.
  'user-mfa-setup': [{ name: "mbta's refresh cookie", request: ({ session }) => ({ cookies: { gl_refresh: session.refreshToken } }), expected: [401, 401, 401, 401, 401, 401, 401, 401, 401, 'ok', 401] }],
  'user-mfa-verify': [{ name: 'empty body', request: () => ({ body: {} }), expected: SIGNED_IN }],
  'users-list': [{ name: 'plain', expected: MANAGERS }],
  'users-invite': [{ name: 'empty body', request: () => ({ body: {} }), expected: MANAGERS }],
  'users-role': [{ name: 'unknown user', request: () => ({ params: { username: 'nobody-here' }, body: { role: 'MBTA' } }), expected: MANAGERS }],
  'users-disable': [{ name: 'unknown user', request: () => ({ params: { username: 'nobody-here' } }), expected: MANAGERS }],
  'users-enable': [{ name: 'unknown user', request: () => ({ params: { username: 'nobody-here' } }), expected: MANAGERS }],
  'users-resend': [{ name: 'unknown user', request: () => ({ params: { username: 'nobody-here' } }), expected: MANAGERS }],
  'users-delete': [{ name: 'unknown user', request: () => ({ params: { username: 'nobody-here' } }), expected: MANAGERS }],
  'users-mfa-reset': [{ name: 'unknown user', request: () => ({ params: { username: 'nobody-here' } }), expected: ['ok', 403, 403, 403, 403, 403, 403, 403, 403, 403, 401] }],
  // JFK's list: no other test reads it (the mail tests own INTERNAL and BART, and MBTA has none).
  'mail-list-put': [{ name: 'JFK list', request: () => ({ params: { clientKey: 'JFK' }, body: { addresses: ['ops@jfk.test'] } }), expected: MANAGERS }],
  'map-image': [
    { name: 'site=BART', request: () => ({ body: { site: 'BART', line: 'N180' } }), expected: SEES_BART },
    { name: 'site=MBTA', request: () => ({ body: { site: 'MBTA', line: 'N180' } }), expected: SEES_MBTA },
    { name: 'site=NYCT', request: () => ({ body: { site: 'NYCT', line: 'N180' } }), expected: SEES_NYCT },
  ],
  // Data collection (issue 15): the form is for super and adminMgmt, the tab also for adminReadOnly.
  'datacollection-upload': [{ name: 'a rail file', request: () => ({ body: { fileName: 'run1L.txt', size: 1000 } }), expected: MANAGERS }],
  // Photos (issue 28): signing an upload is for the writers of the body's site; the photos of a
  // report for every reader of its site.
  'photo-upload': [
    { name: 'site=BART', request: () => ({ body: photoUpload('BART') }), expected: BART_WRITERS },
    { name: 'site=NYCT', request: () => ({ body: photoUpload('NYCT') }), expected: FILES_NYCT },
    { name: 'site=MBTA', request: () => ({ body: photoUpload('MBTA') }), expected: FILES_MBTA },
  ],
  'report-photos': [
    { name: 'unknown shift', request: () => ({ params: { shiftId: '20240102999999' } }), expected: SIGNED_IN },
    { name: 'stored BART report', request: () => ({ params: { shiftId: STORED_BART.shiftId } }), before: storeBartReport, expected: SEES_BART },
    { name: 'stored NYCT report', request: () => ({ params: { shiftId: STORED_NYCT.shiftId } }), before: storeNyctReport, expected: SEES_NYCT },
  ],
  'datacollection-shift': [{ name: 'empty body', request: () => ({ body: {} }), expected: MANAGERS }],
  'datacollection-list': [
    { name: 'site=BART', request: siteQuery('BART'), expected: ['ok', 'ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 401] },
    { name: 'site=ALL', request: siteQuery('ALL'), expected: ['ok', 'ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 401] },
  ],
  'datacollection-file': [{ name: 'unknown file', request: () => ({ params: { fileId: '00000000-0000-4000-8000-000000000000' } }), expected: ['ok', 'ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 401] }],
  'reference-track-points': [
    { name: 'MBTA track', request: () => ({ query: { site: 'MBTA' }, params: { trackId: 'RL_1' } }), expected: SEES_MBTA },
  ],
  'maps-base': [
    { name: 'site=BART', request: () => ({ query: { site: 'BART' } }), expected: SEES_BART },
    { name: 'site=MBTA', request: () => ({ query: { site: 'MBTA' } }), expected: SEES_MBTA },
    { name: 'site=NYCT div=BMT', request: () => ({ query: { site: 'NYCT', div: 'BMT' } }), expected: SEES_NYCT },
  ],
  'maps-grind': [
    { name: 'site=SKYTRAIN', request: () => ({ query: { site: 'SKYTRAIN', from: '2020-01-01', to: '2020-02-01' } }), expected: SEES_SKYTRAIN },
    { name: 'site=MBTA', request: () => ({ query: { site: 'MBTA', from: '2020-01-01', to: '2020-02-01' } }), expected: SEES_MBTA },
  ],
  'maps-measurements': [
    { name: 'BART tci', request: () => ({ query: { site: 'BART', layer: 'tci' } }), expected: SEES_BART },
    { name: 'SKYTRAIN noise', request: () => ({ query: { site: 'SKYTRAIN', layer: 'noise' } }), expected: SEES_SKYTRAIN },
  ],
  'maps-condition': [
    { name: 'site=BART', request: () => ({ query: { site: 'BART' } }), expected: SEES_BART },
    { name: 'site=MBTA', request: () => ({ query: { site: 'MBTA' } }), expected: SEES_MBTA },
  ],
  'maps-measurement-import': [
    // Only the multi-site administrators who import reference data import measurements.
    { name: 'BART tci', request: () => ({ body: { site: 'BART', layer: 'tci' } }), expected: ['ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 403, 401] },
  ],
  'form-customers': [{ name: 'plain', expected: FORM_WRITERS }],
  'form-lines': formLookup({}),
  'form-directions': formLookup({ line: 'COASTER' }),
  'form-grinders': formLookup({}),
  'form-stones': formLookup({}),
  'form-profiles': formLookup({}),
  'form-chain-bounds': formLookup({ line: 'COASTER' }),
  'form-next-shift-number': formLookup({ date: '2024-01-02', grinderType: 'LRG-24' }),
  'form-shift-id-exists': formLookup({ shiftId: '20240102001003' }),
  'form-autopopulate': formLookup({ line: 'COASTER', date: '2024-01-02' }),
  'form-autofill': formLookup({ date: '2024-01-02' }),
  // The published spec: open to everyone, like the sign-in.
  'docs-openapi': [{ name: 'plain', expected: EVERYONE }],
};

function decision(result: HttpApiResult): Decision | number {
  if (result.statusCode === 401 || result.statusCode === 403) return result.statusCode;
  return result.statusCode < 500 ? 'ok' : result.statusCode;
}

function callerOf(name: CallerName) {
  return name === 'none' ? null : { username: name.toLowerCase(), role: name };
}

async function loadHandler(route: RouteDef): Promise<unknown> {
  const mod = (await import(`../src/handlers/${route.handler}`)) as { handler?: unknown };
  if (typeof mod.handler !== 'function') throw new Error(`${route.handler} exports no handler`);
  return mod.handler;
}

describe('authorization matrix', () => {
  let session: TestSession;
  beforeAll(async () => {
    session = await signIn('mbta');
  });

  it('has an expected row for every route of the route table, and only for those', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(routes.map((r) => r.id).sort());
  });

  describe.each(routes.map((route) => [route.id, route] as const))('%s', (_id, route) => {
    const scenarios = EXPECTED[route.id] ?? [];
    it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
      const handler = await loadHandler(route);
      const actual: Record<string, Decision | number> = {};
      const wanted: Record<string, Decision> = {};
      for (const [i, name] of CALLERS.entries()) {
        await scenario.before?.();
        const event = routeEvent(route, { ...(scenario.request?.({ session }) ?? {}), caller: callerOf(name) });
        actual[name] = decision(await invoke(handler, event));
        wanted[name] = scenario.expected[i];
      }
      expect(actual).toEqual(wanted);
    });
  });
});
