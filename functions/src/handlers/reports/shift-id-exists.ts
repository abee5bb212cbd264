/**
 * GET /api/form/shift-id-exists?site&shiftId (form writers, own site unless multi-site): whether the
 * shift id is already filed (spec 000 sections 4 and 7.2 validateshiftid). 200 `{ shiftId, exists }`.
 */
import { formShiftIdExistsRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { shiftIdExists } from '../../services/form-lookups/previous-shift';

export const handler = createHandler(formShiftIdExistsRoute, async ({ query: { shiftId } }) => json(200, { shiftId, exists: await shiftIdExists(shiftId) }));
