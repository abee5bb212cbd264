/**
 * GET /api/form/profiles?site (form writers, own site unless multi-site): the profiles the customer's
 * forms offer (spec 000 sections 3.9 and 9.2). 200 `{ site, profiles: string[] }`.
 */
import { createHandler, json } from '../../lib/create-handler';
import { lookupSiteQuerySchema } from '@grindline/domain';
import { parse } from '../../lib/validate';
import { formProfiles } from '../../services/form-lookups/lists';

export const handler = createHandler('form-profiles', async ({ query }) => {
  const { site } = parse(lookupSiteQuerySchema, query);
  return json(200, { site, profiles: formProfiles(site) });
});
