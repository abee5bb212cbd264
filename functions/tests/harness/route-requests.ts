/**
 * One request builder per route of the route table: a valid request of the route for a given
 * site, which an allowed caller gets a success for. The derived authorisation test, the token
 * test and the fuzz test all start from these; a route without an entry fails the suite
 * (derived-authorization.test.ts, 'every route of the route table has a harness scenario').
 */
import { ACCOUNT_SCENARIOS } from './scenarios/account-routes';
import { REPORT_SCENARIOS } from './scenarios/report-routes';
import { SITE_DATA_SCENARIOS } from './scenarios/site-data-routes';
import type { RouteScenario } from './scenarios/support';

export { fileNyctReport, storeReport, uniqueDate, type BuildContext, type RouteRequest, type RouteScenario } from './scenarios/support';
export { importedTrackOf, measurementImportBody } from './scenarios/site-data-routes';

/** The scenario of every route, by route id (one file per area under scenarios/). */
export const ROUTE_SCENARIOS: Readonly<Record<string, RouteScenario>> = { ...ACCOUNT_SCENARIOS, ...REPORT_SCENARIOS, ...SITE_DATA_SCENARIOS };
