/**
 * The one list of API routes. The CDK app (infra/src) creates one Lambda and one HTTP API
 * route per entry; the local gateway (infra/local) serves the same entries the same way.
 * Handlers find their own entry by id to enforce `allow` and `site` (see lib/authorize.ts).
 */
import type { AdminType } from '@grindline/domain';
import { SITE_PLAN_EDITORS } from '@grindline/domain';

/** Who may call a route. 'signedIn' is any valid session; otherwise the admin types listed,
 * plus plain site users when `siteUsers` is in the list. */
export type Allow = 'public' | 'signedIn' | ReadonlyArray<Exclude<AdminType, null> | 'siteUsers'>;

/** Where the site of the data is read from, so the caller's site can be checked. */
export type SiteScope =
  | { from: 'fixed'; site: string }
  | { from: 'query' | 'body'; name: string; all?: 'ALL' }
  | { from: 'stored' }
  | { from: 'none' };

export interface RouteDef {
  /** Stable id: Lambda name suffix and bundle folder (functions/dist/<id>/index.mjs). */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with {param} placeholders, as API Gateway writes it. */
  path: string;
  /** Handler module under functions/src/handlers, without extension. */
  handler: string;
  allow: Allow;
  site: SiteScope;
  /** Lambda memory and timeout, when not the defaults (256 MB, 10 s). */
  memoryMb?: number;
  timeoutSeconds?: number;
  /**
   * The handler prints with headless Chromium: the build adds the Lambda Chromium archives to its
   * bundle and the CDK app runs it on x86_64 (the npm @sparticuz/chromium ships x64 binaries only).
   */
  chromium?: boolean;
  /** Secrets the handler reads at run time (functions/src/lib/secrets.ts); only these Lambdas may read them. */
  secrets?: readonly RouteSecret[];
}

/** A secret of the deployment (Secrets Manager in AWS, an environment variable locally). */
export type RouteSecret = 'googleMapsKey';

const BART_WRITERS = ['super', 'adminMgmt', 'BART'] as const;
/** Who sees the NYCT Report tab (spec 002 section 2; domain dashboardTabs). */
const NYCT_REPORT_READERS = ['super', 'adminMgmt', 'NYCT', 'NYCTedit'] as const;
/** Who files reports on some form (issue 10): the form lookups are theirs. */
const FORM_WRITERS = ['super', 'adminMgmt', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD'] as const;
const formLookup = (id: string, path: string, handler: string): RouteDef => ({
  id,
  method: 'GET',
  path: `/api/form/${path}`,
  handler,
  allow: FORM_WRITERS,
  site: { from: 'query', name: 'site' },
});

export const routes: readonly RouteDef[] = [
  { id: 'user-login', method: 'POST', path: '/api/user/login', handler: 'user/login', allow: 'public', site: { from: 'none' } },
  { id: 'user-refresh', method: 'POST', path: '/api/user/refresh', handler: 'user/refresh', allow: 'public', site: { from: 'none' } },
  { id: 'user-logout', method: 'POST', path: '/api/user/logout', handler: 'user/logout', allow: 'public', site: { from: 'none' } },
  // Agency single sign-on (docs/api.md 'Agency sign-in'): public like login, since they are the sign-in.
  { id: 'user-sso-providers', method: 'GET', path: '/api/user/sso/providers', handler: 'user/sso-providers', allow: 'public', site: { from: 'none' } },
  { id: 'user-sso-start', method: 'POST', path: '/api/user/sso/start', handler: 'user/sso-start', allow: 'public', site: { from: 'none' } },
  { id: 'user-sso-callback', method: 'POST', path: '/api/user/sso/callback', handler: 'user/sso-callback', allow: 'public', site: { from: 'none' } },
  { id: 'user-me', method: 'GET', path: '/api/user', handler: 'user/me', allow: 'signedIn', site: { from: 'none' } },

  { id: 'bart-report-exists', method: 'GET', path: '/api/reports/bart/exists', handler: 'reports/bart-report-exists', allow: BART_WRITERS, site: { from: 'fixed', site: 'BART' } },
  { id: 'bart-report-submit', method: 'POST', path: '/api/reports/bart', handler: 'reports/submit-bart-report', allow: BART_WRITERS, site: { from: 'fixed', site: 'BART' } },
  { id: 'bart-report-list', method: 'GET', path: '/api/reports/bart', handler: 'reports/list-bart-reports', allow: [...BART_WRITERS, 'adminReadOnly'], site: { from: 'fixed', site: 'BART' } },
  // The multi-step form of the standard customers (spec 000 section 2.2); the site is the body's.
  { id: 'standard-report-submit', method: 'POST', path: '/api/reports/standard', handler: 'reports/submit-standard-report', allow: ['super', 'adminMgmt', 'OTRAIN', 'NCTD'], site: { from: 'body', name: 'site' } },
  { id: 'skytrain-report-submit', method: 'POST', path: '/api/reports/skytrain', handler: 'reports/submit-skytrain-report', allow: ['super', 'adminMgmt', 'SKYTRAIN'], site: { from: 'fixed', site: 'SKYTRAIN' } },
  // The SOUNDTRANSIT/NCTD flow and the generic form (issue 10; spec 000 sections 2.3, 2.4); the site is the body's customer.
  { id: 'second-flow-report-submit', method: 'POST', path: '/api/reports/second-flow', handler: 'reports/submit-second-flow-report', allow: ['super', 'adminMgmt'], site: { from: 'body', name: 'customer' } },
  { id: 'generic-report-submit', method: 'POST', path: '/api/reports/generic', handler: 'reports/submit-generic-report', allow: ['super', 'adminMgmt', 'OTRAIN', 'NCTD'], site: { from: 'body', name: 'customer' } },
  // Delete Old Grind Report (issue 10; spec 000 sections 2.5, 5.8): who deletes reports, on their own site.
  { id: 'report-shifts', method: 'GET', path: '/api/reports/shifts', handler: 'reports/find-shifts', allow: ['super', 'adminMgmt', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD'], site: { from: 'query', name: 'site' } },
  { id: 'report-grind-row-delete', method: 'DELETE', path: '/api/reports/{shiftId}/grind/{index}', handler: 'reports/delete-grind-row', allow: ['super', 'adminMgmt', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD'], site: { from: 'stored' } },
  { id: 'report-grind-delete-all', method: 'DELETE', path: '/api/reports/{shiftId}/grind', handler: 'reports/delete-all-grind', allow: ['super', 'adminMgmt', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD'], site: { from: 'stored' } },
  { id: 'skytrain-report-list', method: 'GET', path: '/api/reports/skytrain', handler: 'reports/list-skytrain-reports', allow: ['super', 'adminMgmt', 'adminReadOnly', 'SKYTRAIN'], site: { from: 'fixed', site: 'SKYTRAIN' } },
  { id: 'nyct-report-submit', method: 'POST', path: '/api/reports/nyct', handler: 'reports/submit-nyct-report', allow: ['super', 'adminMgmt', 'NYCT', 'NYCTedit'], site: { from: 'fixed', site: 'NYCT' } },
  { id: 'report-delete', method: 'DELETE', path: '/api/reports/{shiftId}', handler: 'reports/delete-report', allow: ['super', 'adminMgmt', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD'], site: { from: 'stored' } },

  // Report versions (issue 11): the NYCT edit page, the history of any report, restore, audit log.
  { id: 'report-edit-get', method: 'GET', path: '/api/reports/{shiftId}/edit', handler: 'reports/get-report-for-edit', allow: ['adminMgmt', 'NYCTedit'], site: { from: 'stored' } },
  { id: 'report-edit', method: 'PUT', path: '/api/reports/{shiftId}', handler: 'reports/edit-report', allow: ['adminMgmt', 'NYCTedit'], site: { from: 'stored' } },
  { id: 'report-history', method: 'GET', path: '/api/reports/{shiftId}/history', handler: 'reports/report-history', allow: ['super', 'adminMgmt', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD'], site: { from: 'stored' } },
  { id: 'report-restore', method: 'POST', path: '/api/reports/{shiftId}/restore', handler: 'reports/restore-report', allow: ['adminMgmt'], site: { from: 'stored' } },
  { id: 'audit-log', method: 'GET', path: '/api/audit', handler: 'audit/audit-log', allow: ['adminMgmt'], site: { from: 'none' } },

  { id: 'daily-stats', method: 'GET', path: '/api/dashboard/daily-stats', handler: 'dashboard/daily-stats', allow: 'signedIn', site: { from: 'query', name: 'site', all: 'ALL' } },
  { id: 'daily-stats-csv', method: 'GET', path: '/api/dashboard/daily-stats/csv', handler: 'dashboard/daily-stats-csv', allow: 'signedIn', site: { from: 'query', name: 'site' } },
  // The weekly NYCT report (spec 002): its figures, and its PDF printed by headless Chromium
  // (more memory and time: a cold start unpacks and launches the browser).
  { id: 'nyct-weekly', method: 'GET', path: '/api/dashboard/nyct-weekly', handler: 'dashboard/nyct-weekly', allow: NYCT_REPORT_READERS, site: { from: 'fixed', site: 'NYCT' }, memoryMb: 512 },
  { id: 'nyct-weekly-pdf', method: 'POST', path: '/api/dashboard/nyct-weekly/pdf', handler: 'dashboard/nyct-weekly-pdf', allow: NYCT_REPORT_READERS, site: { from: 'fixed', site: 'NYCT' }, memoryMb: 2048, timeoutSeconds: 60, chromium: true },
  { id: 'grinders', method: 'GET', path: '/api/dashboard/grinders', handler: 'dashboard/grinders', allow: 'signedIn', site: { from: 'query', name: 'site', all: 'ALL' } },

  // Dashboards on aggregates (issue 13, docs/api.md 'Dashboards'): never a scan of the reports.
  { id: 'dashboard-overview', method: 'GET', path: '/api/dashboard/overview', handler: 'dashboard/overview', allow: 'signedIn', site: { from: 'query', name: 'site', all: 'ALL' } },
  { id: 'dashboard-monthly', method: 'GET', path: '/api/dashboard/monthly', handler: 'dashboard/monthly', allow: 'signedIn', site: { from: 'query', name: 'site' } },
  { id: 'dashboard-site', method: 'GET', path: '/api/dashboard/site', handler: 'dashboard/site-figures', allow: 'signedIn', site: { from: 'query', name: 'site' } },
  { id: 'dashboard-performance', method: 'GET', path: '/api/dashboard/performance', handler: 'dashboard/performance', allow: 'signedIn', site: { from: 'query', name: 'site' } },
  { id: 'site-plan-put', method: 'PUT', path: '/api/dashboard/site-plans/{site}', handler: 'dashboard/site-plan-put', allow: [...SITE_PLAN_EDITORS], site: { from: 'none' } },
  // Only multi-site admins import tracks, so there is no site to scope; the import itself
  // answers an unknown customer with a 400 that names it.
  { id: 'reference-track-import', method: 'POST', path: '/api/reference/tracks', handler: 'reference/import-track', allow: ['super', 'adminMgmt'], site: { from: 'none' }, memoryMb: 1024, timeoutSeconds: 30 },
  { id: 'reference-track-list', method: 'GET', path: '/api/reference/tracks', handler: 'reference/list-tracks', allow: 'signedIn', site: { from: 'query', name: 'site' } },
  { id: 'reference-track-points', method: 'GET', path: '/api/reference/tracks/{trackId}/points', handler: 'reference/track-points', allow: 'signedIn', site: { from: 'query', name: 'site' }, memoryMb: 512 },

  // Report mails (issue 9): what a report's mails became, and the mail lists per client.
  { id: 'report-mails', method: 'GET', path: '/api/reports/{shiftId}/mails', handler: 'reports/report-mails', allow: ['super', 'adminMgmt', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD'], site: { from: 'stored' } },
  { id: 'mail-lists', method: 'GET', path: '/api/mail/lists', handler: 'mail/list-mail-lists', allow: ['super', 'adminMgmt'], site: { from: 'none' } },
  { id: 'mail-list-put', method: 'PUT', path: '/api/mail/lists/{clientKey}', handler: 'mail/put-mail-list', allow: ['super', 'adminMgmt'], site: { from: 'none' } },

  // Data collection (issue 15, docs/api.md 'Data collection'): CAT uploads straight to S3 by a
  // presigned PUT, the shift with its records in one transaction, the tab's list and one run's
  // processed series. The list takes a site (or ALL); the others are for multi-site roles only,
  // so the shift's clientId is checked by its schema (a known client), not by a site scope.
  { id: 'datacollection-upload', method: 'POST', path: '/api/datacollection/uploads', handler: 'data-collection/create-upload', allow: ['super', 'adminMgmt'], site: { from: 'none' } },
  { id: 'datacollection-shift', method: 'POST', path: '/api/datacollection/shift', handler: 'data-collection/file-shift', allow: ['super', 'adminMgmt'], site: { from: 'none' } },
  { id: 'datacollection-list', method: 'GET', path: '/api/datacollection', handler: 'data-collection/list-runs', allow: ['super', 'adminMgmt', 'adminReadOnly'], site: { from: 'query', name: 'site', all: 'ALL' } },
  { id: 'datacollection-file', method: 'GET', path: '/api/datacollection/files/{fileId}', handler: 'data-collection/run-result', allow: ['super', 'adminMgmt', 'adminReadOnly'], site: { from: 'none' } },

  // The picture of ground ranges (spec 000 section 7.5); drawing is CPU work, hence the memory.
  { id: 'map-image', method: 'POST', path: '/api/maps/image', handler: 'maps/map-image', allow: 'signedIn', site: { from: 'body', name: 'site' }, memoryMb: 1024, timeoutSeconds: 20 },
  // Maps (spec 001 sections 2.1-2.5): one call per layer, never per line; answers are gzip + ETag.
  { id: 'maps-base', method: 'GET', path: '/api/maps/base', handler: 'maps/base-layer', allow: 'signedIn', site: { from: 'query', name: 'site' }, memoryMb: 1024, secrets: ['googleMapsKey'] },
  { id: 'maps-grind', method: 'GET', path: '/api/maps/grind', handler: 'maps/grind-layer', allow: 'signedIn', site: { from: 'query', name: 'site' }, memoryMb: 1024, timeoutSeconds: 20 },
  { id: 'maps-measurements', method: 'GET', path: '/api/maps/measurements', handler: 'maps/measurements', allow: 'signedIn', site: { from: 'query', name: 'site' }, memoryMb: 512 },
  { id: 'maps-measurement-import', method: 'POST', path: '/api/maps/measurements', handler: 'maps/import-measurements', allow: ['super', 'adminMgmt'], site: { from: 'body', name: 'site' }, memoryMb: 1024, timeoutSeconds: 30 },

  // Form lookups (issue 10; spec 000 sections 3.9 and 7.2): every list a form offers, scoped to the caller's site.
  { id: 'form-customers', method: 'GET', path: '/api/form/customers', handler: 'reference/form-customers', allow: FORM_WRITERS, site: { from: 'none' } },
  formLookup('form-lines', 'lines', 'reference/form-lines'),
  formLookup('form-directions', 'directions', 'reference/form-directions'),
  formLookup('form-grinders', 'grinders', 'reference/form-grinders'),
  formLookup('form-stones', 'stones', 'reference/form-stones'),
  formLookup('form-profiles', 'profiles', 'reference/form-profiles'),
  formLookup('form-chain-bounds', 'chain-bounds', 'reference/form-chain-bounds'),
  formLookup('form-next-shift-number', 'next-shift-number', 'reports/next-shift-number'),
  formLookup('form-shift-id-exists', 'shift-id-exists', 'reports/shift-id-exists'),
  formLookup('form-autopopulate', 'autopopulate', 'reports/autopopulate'),
  formLookup('form-autofill', 'autofill', 'reports/autofill'),

  // The Report Generator's PDF (issue 26; spec 002 '/reports', adminMgmt only): the weekly PDF's printer, memory and time.
  { id: 'monthly-report-pdf', method: 'POST', path: '/api/reports/monthly/pdf', handler: 'reports/monthly-report-pdf', allow: ['adminMgmt'], site: { from: 'body', name: 'site' }, memoryMb: 2048, timeoutSeconds: 60, chromium: true },
  // People and accounts (issue 31, docs/api.md 'Accounts'): the sign-in's next steps and forgotten
  // passwords are public like the login (throttled like it); the enrolment is any signed-in user's;
  // the Users screen is super's and adminMgmt's, a lost factor's reset super's alone.
  { id: 'user-new-password', method: 'POST', path: '/api/user/login/new-password', handler: 'user/new-password', allow: 'public', site: { from: 'none' } },
  { id: 'user-mfa-sign-in', method: 'POST', path: '/api/user/login/mfa', handler: 'user/mfa-sign-in', allow: 'public', site: { from: 'none' } },
  { id: 'user-password-forgot', method: 'POST', path: '/api/user/password/forgot', handler: 'user/forgot-password', allow: 'public', site: { from: 'none' } },
  { id: 'user-password-reset', method: 'POST', path: '/api/user/password/reset', handler: 'user/reset-password', allow: 'public', site: { from: 'none' } },
  { id: 'user-mfa-setup', method: 'POST', path: '/api/user/mfa/setup', handler: 'user/mfa-setup', allow: 'signedIn', site: { from: 'none' } },
  { id: 'user-mfa-verify', method: 'POST', path: '/api/user/mfa/verify', handler: 'user/mfa-verify', allow: 'signedIn', site: { from: 'none' } },
  { id: 'users-list', method: 'GET', path: '/api/users', handler: 'users/list-users', allow: ['super', 'adminMgmt'], site: { from: 'none' } },
  { id: 'users-invite', method: 'POST', path: '/api/users', handler: 'users/invite-user', allow: ['super', 'adminMgmt'], site: { from: 'none' } },
  { id: 'users-role', method: 'PUT', path: '/api/users/{username}/role', handler: 'users/set-role', allow: ['super', 'adminMgmt'], site: { from: 'none' } },
  { id: 'users-disable', method: 'POST', path: '/api/users/{username}/disable', handler: 'users/disable-user', allow: ['super', 'adminMgmt'], site: { from: 'none' } },
  { id: 'users-enable', method: 'POST', path: '/api/users/{username}/enable', handler: 'users/enable-user', allow: ['super', 'adminMgmt'], site: { from: 'none' } },
  { id: 'users-resend', method: 'POST', path: '/api/users/{username}/invitation', handler: 'users/resend-invitation', allow: ['super', 'adminMgmt'], site: { from: 'none' } },
  { id: 'users-delete', method: 'DELETE', path: '/api/users/{username}', handler: 'users/delete-user', allow: ['super', 'adminMgmt'], site: { from: 'none' } },
  { id: 'users-mfa-reset', method: 'DELETE', path: '/api/users/{username}/mfa', handler: 'users/reset-mfa', allow: ['super'], site: { from: 'none' } },
];

/** The route with this id; throws when the table has none (a wiring mistake, not user input). */
export function routeById(id: string): RouteDef {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`No route with id ${id} in the route table`);
  return route;
}
