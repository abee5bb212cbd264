/**
 * GET /api/form/stones?site (form writers, own site unless multi-site): the stones the customer's
 * forms offer (spec 000 sections 3.9 and 9.2). 200 `{ site, stones: string[] }`.
 */
import { createHandler, json } from '../../lib/create-handler';
import { lookupSiteQuerySchema } from '@grindline/domain';
import { parse } from '../../lib/validate';
import { formStones } from '../../services/form-lookups/lists';

export const handler = createHandler('form-stones', async ({ query }) => {
  const { site } = parse(lookupSiteQuerySchema, query);
  return json(200, { site, stones: formStones(site) });
});
