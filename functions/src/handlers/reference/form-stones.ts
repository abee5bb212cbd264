/**
 * GET /api/form/stones?site (form writers, own site unless multi-site): the stones the customer's
 * forms offer (spec 000 sections 3.9 and 9.2). 200 `{ site, stones: string[] }`.
 */
import { formStonesRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { formStones } from '../../services/form-lookups/lists';

export const handler = createHandler(formStonesRoute, async ({ query: { site } }) => json(200, { site, stones: formStones(site) }));
