/**
 * GET /api/reports/shifts?site&date&line (report deleters, own site unless multi-site): the shifts
 * of a date, customer and line with their grind rows, for Delete Old Grind Report (spec 000 2.5).
 * 200 `{ reports: ShiftReport[] }`.
 */
import { createHandler, json } from '../../lib/create-handler';
import { parse } from '../../lib/validate';
import { assertFormLine } from '../../services/form-lookups/lists';
import { findShifts, findShiftsQuerySchema } from '../../services/form-reports/grind-rows';

export const handler = createHandler('report-shifts', async ({ query }) => {
  const q = parse(findShiftsQuerySchema, query);
  assertFormLine(q.site, q.line);
  return json(200, { reports: await findShifts(q) });
});
