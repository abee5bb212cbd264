/**
 * GET /api/form/directions?site&line (form writers, own site unless multi-site): the line's direction
 * codes with their track ids (spec 000 section 7.2 getdirections). 200 `{ line, directions }`.
 */
import { createHandler, json } from '../../lib/create-handler';
import { lookupLineQuerySchema } from '@grindline/domain';
import { parse } from '../../lib/validate';
import { formDirections } from '../../services/form-lookups/lists';

export const handler = createHandler('form-directions', async ({ query }) => {
  const { site, line } = parse(lookupLineQuerySchema, query);
  return json(200, { line, directions: formDirections(site, line) });
});
