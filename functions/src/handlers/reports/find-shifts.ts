/**
 * GET /api/reports/shifts?site&date&line (report deleters, own site unless multi-site): the shifts
 * of a date, customer and line with their grind rows, for Delete Old Grind Report (spec 000 2.5).
 * 200 `{ reports: ShiftReport[], lastShiftBefore? }`: a date without a shift of the line names the
 * line's last shift day before it.
 */
import { reportShiftsRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { assertFormLine } from '../../services/form-lookups/lists';
import { findShifts } from '../../services/form-reports/grind-rows';

export const handler = createHandler(reportShiftsRoute, async ({ query }) => {
  assertFormLine(query.site, query.line);
  return json(200, await findShifts(query));
});
