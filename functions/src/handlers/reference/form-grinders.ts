/**
 * GET /api/form/grinders?site (form writers, own site unless multi-site): the grinders the customer's
 * forms offer (spec 000 sections 3.9 and 9.2). 200 `{ site, grinders: string[] }`.
 */
import { formGrindersRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { formGrinders } from '../../services/form-lookups/lists';

export const handler = createHandler(formGrindersRoute, async ({ query: { site } }) => json(200, { site, grinders: formGrinders(site) }));
