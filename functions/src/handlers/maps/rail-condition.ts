/**
 * GET /api/maps/condition?site (signed in; own site unless multi-site): the Rail Condition layer,
 * the site's processed CAT runs and the measured segments they cover (maps/rail-condition.ts).
 */
import { mapsConditionRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { railConditionLayer } from '../../maps/rail-condition';

export const handler = createHandler(mapsConditionRoute, async ({ query }) => json(200, await railConditionLayer(query.site)));
