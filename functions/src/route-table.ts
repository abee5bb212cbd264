/**
 * The one list of API routes as they are deployed. Each entry is a route contract of
 * `@grindline/domain` (id, method, path, who may call it, its site scope, its request and
 * response schemas) plus how it runs: its handler module, memory, timeout, Chromium, secrets.
 * The CDK app (infra/src) creates one Lambda and one HTTP API route per entry; the local gateway
 * (infra/local) serves the same entries the same way; handlers are built from their contract
 * (lib/create-handler.ts).
 */
import * as c from '@grindline/domain';
import type { Allow, RouteContract, SiteScope } from '@grindline/domain';

export type { Allow, SiteScope };

/** How a route runs, beside its contract. */
export interface RouteDeployment {
  /** Handler module under functions/src/handlers, without extension. */
  handler: string;
  /** Lambda memory and timeout, when not the defaults (256 MB, 10 s). */
  memoryMb?: number;
  timeoutSeconds?: number;
  /**
   * The handler prints with headless Chromium: the CDK app attaches the `chromium` layer (the
   * printer and the Lambda Chromium archives, functions/build.mjs) and runs it on x86_64 (the npm
   * @sparticuz/chromium ships x64 binaries only).
   */
  chromium?: boolean;
  /** Secrets the handler reads at run time (functions/src/lib/secrets.ts); only these Lambdas may read them. */
  secrets?: readonly RouteSecret[];
}

/** A deployed route: its contract's fields (id, method, path, allow, site), the contract itself, and how it runs. */
export interface RouteDef extends RouteDeployment {
  id: string;
  method: RouteContract['method'];
  path: string;
  allow: Allow;
  site: SiteScope;
  contract: RouteContract;
}

/** A secret of the deployment (Secrets Manager in AWS, an environment variable locally). */
export type RouteSecret = 'googleMapsKey';

const deploy = (contract: RouteContract, deployment: RouteDeployment): RouteDef => ({
  id: contract.id,
  method: contract.method,
  path: contract.path,
  allow: contract.allow,
  site: contract.site,
  contract,
  ...deployment,
});

export const routes: readonly RouteDef[] = [
  deploy(c.userLoginRoute, { handler: 'user/login' }),
  deploy(c.userRefreshRoute, { handler: 'user/refresh' }),
  deploy(c.userLogoutRoute, { handler: 'user/logout' }),
  deploy(c.userSsoProvidersRoute, { handler: 'user/sso-providers' }),
  deploy(c.userSsoStartRoute, { handler: 'user/sso-start' }),
  deploy(c.userSsoCallbackRoute, { handler: 'user/sso-callback' }),
  deploy(c.userMeRoute, { handler: 'user/me' }),
  deploy(c.bartReportExistsRoute, { handler: 'reports/bart-report-exists' }),
  deploy(c.bartReportSubmitRoute, { handler: 'reports/submit-bart-report' }),
  deploy(c.bartReportListRoute, { handler: 'reports/list-bart-reports' }),
  deploy(c.standardReportSubmitRoute, { handler: 'reports/submit-standard-report' }),
  deploy(c.skytrainReportSubmitRoute, { handler: 'reports/submit-skytrain-report' }),
  deploy(c.secondFlowReportSubmitRoute, { handler: 'reports/submit-second-flow-report' }),
  deploy(c.genericReportSubmitRoute, { handler: 'reports/submit-generic-report' }),
  deploy(c.reportShiftsRoute, { handler: 'reports/find-shifts' }),
  deploy(c.reportGrindRowDeleteRoute, { handler: 'reports/delete-grind-row' }),
  deploy(c.reportGrindDeleteAllRoute, { handler: 'reports/delete-all-grind' }),
  deploy(c.skytrainReportListRoute, { handler: 'reports/list-skytrain-reports' }),
  deploy(c.nyctReportSubmitRoute, { handler: 'reports/submit-nyct-report' }),
  deploy(c.reportDeleteRoute, { handler: 'reports/delete-report' }),
  deploy(c.reportEditGetRoute, { handler: 'reports/get-report-for-edit' }),
  deploy(c.reportEditRoute, { handler: 'reports/edit-report' }),
  deploy(c.reportHistoryRoute, { handler: 'reports/report-history' }),
  deploy(c.reportRestoreRoute, { handler: 'reports/restore-report' }),
  deploy(c.auditLogRoute, { handler: 'audit/audit-log' }),
  deploy(c.dailyStatsRoute, { handler: 'dashboard/daily-stats' }),
  deploy(c.dailyStatsCsvRoute, { handler: 'dashboard/daily-stats-csv' }),
  deploy(c.nyctWeeklyRoute, { handler: 'dashboard/nyct-weekly', memoryMb: 512 }),
  deploy(c.nyctWeeklyPdfRoute, { handler: 'dashboard/nyct-weekly-pdf', memoryMb: 2048, timeoutSeconds: 60, chromium: true }),
  deploy(c.grindersRoute, { handler: 'dashboard/grinders' }),
  deploy(c.dashboardOverviewRoute, { handler: 'dashboard/overview' }),
  deploy(c.dashboardMonthlyRoute, { handler: 'dashboard/monthly' }),
  deploy(c.dashboardSiteRoute, { handler: 'dashboard/site-figures' }),
  deploy(c.dashboardPerformanceRoute, { handler: 'dashboard/performance' }),
  deploy(c.sitePlanPutRoute, { handler: 'dashboard/site-plan-put' }),
  deploy(c.referenceTrackImportRoute, { handler: 'reference/import-track', memoryMb: 1024, timeoutSeconds: 30 }),
  deploy(c.referenceTrackListRoute, { handler: 'reference/list-tracks' }),
  deploy(c.referenceTrackPointsRoute, { handler: 'reference/track-points', memoryMb: 512 }),
  deploy(c.reportMailsRoute, { handler: 'reports/report-mails' }),
  deploy(c.mailListsRoute, { handler: 'mail/list-mail-lists' }),
  deploy(c.mailListPutRoute, { handler: 'mail/put-mail-list' }),
  deploy(c.datacollectionUploadRoute, { handler: 'data-collection/create-upload' }),
  deploy(c.datacollectionShiftRoute, { handler: 'data-collection/file-shift' }),
  deploy(c.datacollectionListRoute, { handler: 'data-collection/list-runs' }),
  deploy(c.datacollectionFileRoute, { handler: 'data-collection/run-result' }),
  deploy(c.photoUploadRoute, { handler: 'photos/create-photo-upload' }),
  deploy(c.reportPhotosRoute, { handler: 'photos/report-photos' }),
  deploy(c.mapImageRoute, { handler: 'maps/map-image', memoryMb: 1024, timeoutSeconds: 20 }),
  deploy(c.mapsBaseRoute, { handler: 'maps/base-layer', memoryMb: 1024, secrets: ['googleMapsKey'] }),
  deploy(c.mapsGrindRoute, { handler: 'maps/grind-layer', memoryMb: 1024, timeoutSeconds: 20 }),
  deploy(c.mapsMeasurementsRoute, { handler: 'maps/measurements', memoryMb: 512 }),
  deploy(c.mapsConditionRoute, { handler: 'maps/rail-condition', memoryMb: 1024 }),
  deploy(c.mapsMeasurementImportRoute, { handler: 'maps/import-measurements', memoryMb: 1024, timeoutSeconds: 30 }),
  deploy(c.formCustomersRoute, { handler: 'reference/form-customers' }),
  deploy(c.formLinesRoute, { handler: 'reference/form-lines' }),
  deploy(c.formDirectionsRoute, { handler: 'reference/form-directions' }),
  deploy(c.formGrindersRoute, { handler: 'reference/form-grinders' }),
  deploy(c.formStonesRoute, { handler: 'reference/form-stones' }),
  deploy(c.formProfilesRoute, { handler: 'reference/form-profiles' }),
  deploy(c.formChainBoundsRoute, { handler: 'reference/form-chain-bounds' }),
  deploy(c.formNextShiftNumberRoute, { handler: 'reports/next-shift-number' }),
  deploy(c.formShiftIdExistsRoute, { handler: 'reports/shift-id-exists' }),
  deploy(c.formAutopopulateRoute, { handler: 'reports/autopopulate' }),
  deploy(c.formAutofillRoute, { handler: 'reports/autofill' }),
  deploy(c.monthlyReportPdfRoute, { handler: 'reports/monthly-report-pdf', memoryMb: 2048, timeoutSeconds: 60, chromium: true }),
  // Agency sign-off and the monthly quantities statement (issue 29).
  deploy(c.reviewListRoute, { handler: 'reviews/review-list' }),
  deploy(c.reviewGetRoute, { handler: 'reviews/review-get' }),
  deploy(c.reviewPostRoute, { handler: 'reviews/review-post' }),
  deploy(c.statementRoute, { handler: 'reviews/statement' }),
  deploy(c.statementCsvRoute, { handler: 'reviews/statement-csv' }),
  deploy(c.statementPdfRoute, { handler: 'reviews/statement-pdf', memoryMb: 2048, timeoutSeconds: 60, chromium: true }),
  deploy(c.statementCloseRoute, { handler: 'reviews/statement-close' }),
  deploy(c.statementReopenRoute, { handler: 'reviews/statement-reopen' }),
  deploy(c.userNewPasswordRoute, { handler: 'user/new-password' }),
  deploy(c.userMfaSignInRoute, { handler: 'user/mfa-sign-in' }),
  deploy(c.userPasswordForgotRoute, { handler: 'user/forgot-password' }),
  deploy(c.userPasswordResetRoute, { handler: 'user/reset-password' }),
  deploy(c.userMfaSetupRoute, { handler: 'user/mfa-setup' }),
  deploy(c.userMfaVerifyRoute, { handler: 'user/mfa-verify' }),
  deploy(c.usersListRoute, { handler: 'users/list-users' }),
  deploy(c.usersInviteRoute, { handler: 'users/invite-user' }),
  deploy(c.usersRoleRoute, { handler: 'users/set-role' }),
  deploy(c.usersDisableRoute, { handler: 'users/disable-user' }),
  deploy(c.usersEnableRoute, { handler: 'users/enable-user' }),
  deploy(c.usersResendRoute, { handler: 'users/resend-invitation' }),
  deploy(c.usersDeleteRoute, { handler: 'users/delete-user' }),
  deploy(c.usersMfaResetRoute, { handler: 'users/reset-mfa' }),
  deploy(c.openApiDocumentRoute, { handler: 'docs/openapi' }),
];

/** The route with this id; throws when the table has none (a wiring mistake, not user input). */
export function routeById(id: string): RouteDef {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`No route with id ${id} in the route table`);
  return route;
}
