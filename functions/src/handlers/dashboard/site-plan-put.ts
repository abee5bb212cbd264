/**
 * PUT /api/dashboard/site-plans/{site} (super, adminMgmt): replaces a site's plan, the tracks,
 * lengths and dates of its phases 1 and 2 and its goal (spec 001 section 2.7). 200 `{ plan }`;
 * 400 naming the first bad field or an unknown site, nothing saved.
 */
import { isCustomerId, sitePlanPutRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { assertSite } from '../../lib/authorize';
import { BadRequestError } from '../../lib/errors';
import { putSitePlan } from '../../services/dashboards/site-plans';

const SITE_NOT_CUSTOMER = 'site must be a customer id such as BART';

export const handler = createHandler(sitePlanPutRoute, async ({ caller, params, body }) => {
  const site = params.site ?? '';
  if (!isCustomerId(site)) throw new BadRequestError(SITE_NOT_CUSTOMER, [{ path: 'site', message: SITE_NOT_CUSTOMER }]);
  assertSite(caller, site);
  return json(200, { plan: await putSitePlan(caller, site, body) });
});
