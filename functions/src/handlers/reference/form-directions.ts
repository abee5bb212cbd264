/**
 * GET /api/form/directions?site&line (form writers, own site unless multi-site): the line's direction
 * codes with their track ids (spec 000 section 7.2 getdirections). 200 `{ line, directions }`.
 */
import { formDirectionsRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { formDirections } from '../../services/form-lookups/lists';

export const handler = createHandler(formDirectionsRoute, async ({ query: { site, line } }) => json(200, { line, directions: formDirections(site, line) }));
