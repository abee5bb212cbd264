/**
 * PUT /api/dashboard/site-plans/{site} (super, adminMgmt): replaces a site's plan, the tracks,
 * lengths and dates of its phases 1 and 2 and its goal (spec 001 section 2.7). 200 `{ plan }`;
 * 400 naming the first bad field or an unknown site, nothing saved.
 */
import { sitePlanPutRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { assertSite } from '../../lib/authorize';
import { putSitePlan } from '../../services/dashboards/site-plans';

// The contract parses the body, then {site} (a customer id, sitePlanParamsSchema); the caller's site scope is checked here.
export const handler = createHandler(sitePlanPutRoute, async ({ caller, params: { site }, body }) => {
  assertSite(caller, site);
  return json(200, { plan: await putSitePlan(caller, site, body) });
});
