/**
 * PUT /api/dashboard/site-plans/{site} (super, adminMgmt): replaces a site's plan, the tracks,
 * lengths and dates of its phases 1 and 2 and its goal (spec 001 section 2.7). 200 `{ plan }`;
 * 400 naming the first bad field or an unknown site, nothing saved.
 */
import { isCustomerId } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { BadRequestError, UnauthorizedError } from '../../lib/errors';
import { parseBody } from '../../lib/validate';
import { assertSite } from '../../lib/authorize';
import { putSitePlan, sitePlanBodySchema } from '../../services/dashboards/site-plans';

export const handler = createHandler('site-plan-put', async ({ caller, params, body }) => {
  if (!caller) throw new UnauthorizedError();
  const request = parseBody(sitePlanBodySchema, body);
  const site = params.site ?? '';
  if (!isCustomerId(site)) throw new BadRequestError('site must be a customer id such as BART', [{ path: 'site', message: 'site must be a customer id such as BART' }]);
  assertSite(caller, site);
  return json(200, { plan: await putSitePlan(caller, site, request) });
});
