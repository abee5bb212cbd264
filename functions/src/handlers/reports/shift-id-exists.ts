/**
 * GET /api/form/shift-id-exists?site&shiftId (form writers, own site unless multi-site): whether the
 * shift id is already filed (spec 000 sections 4 and 7.2 validateshiftid). 200 `{ shiftId, exists }`.
 */
import { createHandler, json } from '../../lib/create-handler';
import { shiftIdExistsQuerySchema } from '@grindline/domain';
import { parse } from '../../lib/validate';
import { shiftIdExists } from '../../services/form-lookups/previous-shift';

export const handler = createHandler('form-shift-id-exists', async ({ query }) => {
  const { shiftId } = parse(shiftIdExistsQuerySchema, query);
  return json(200, { shiftId, exists: await shiftIdExists(shiftId) });
});
