/**
 * GET /api/form/profiles?site (form writers, own site unless multi-site): the profiles the customer's
 * forms offer (spec 000 sections 3.9 and 9.2). 200 `{ site, profiles: string[] }`.
 */
import { formProfilesRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { formProfiles } from '../../services/form-lookups/lists';

export const handler = createHandler(formProfilesRoute, async ({ query: { site } }) => json(200, { site, profiles: formProfiles(site) }));
