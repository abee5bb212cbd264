/**
 * GET /api/form/next-shift-number?site&date&grinderType (form writers, own site unless multi-site):
 * the next free shift number of that grinder on that date (spec 000 section 7.2 nextshiftnum).
 * 200 `{ shiftNum }`.
 */
import { formNextShiftNumberRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { assertFormGrinder } from '../../services/form-lookups/lists';
import { nextShiftNumber } from '../../services/form-lookups/previous-shift';

export const handler = createHandler(formNextShiftNumberRoute, async ({ query }) => {
  assertFormGrinder(query.site, query.grinderType);
  return json(200, { shiftNum: await nextShiftNumber(query) });
});
