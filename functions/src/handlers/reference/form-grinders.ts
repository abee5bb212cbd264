/**
 * GET /api/form/grinders?site (form writers, own site unless multi-site): the grinders the customer's
 * forms offer (spec 000 sections 3.9 and 9.2). 200 `{ site, grinders: string[] }`.
 */
import { createHandler, json } from '../../lib/create-handler';
import { lookupSiteQuerySchema } from '@grindline/domain';
import { parse } from '../../lib/validate';
import { formGrinders } from '../../services/form-lookups/lists';

export const handler = createHandler('form-grinders', async ({ query }) => {
  const { site } = parse(lookupSiteQuerySchema, query);
  return json(200, { site, grinders: formGrinders(site) });
});
