/**
 * GET /api/form/chain-bounds?site&line (form writers, own site unless multi-site): the line's minimum
 * and maximum chain (spec 000 sections 5.2 and 7.2 maxminchain). 200 ChainBounds.
 */
import { formChainBoundsRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { formChainBounds } from '../../services/form-lookups/lists';

export const handler = createHandler(formChainBoundsRoute, async ({ query: { site, line } }) => json(200, formChainBounds(site, line)));
