/**
 * GET /api/dashboard/grinders?site (signed in; own site unless multi-site, 'ALL' for every site):
 * the grinder types of the site's customer profile (spec 001 section 7). 200 `{ grinders }`.
 */
import { grindersRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { grindersFor } from '../../services/grinders';

export const handler = createHandler(grindersRoute, async ({ caller, query }) => json(200, { grinders: grindersFor(caller, query.site) }));
