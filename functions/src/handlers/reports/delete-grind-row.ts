/**
 * DELETE /api/reports/{shiftId}/grind/{index} (report deleters, the report's own site): removes one
 * grind row of a shift (spec 000 2.5 per-row delete), archiving the version it replaces.
 * 200 `{ report }` without the row; 404 no report; 400 no such row.
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse, shiftIdParamsSchema } from '../../lib/validate';
import { grindRowParamsSchema, removeGrindRows } from '../../services/form-reports/grind-rows';

export const handler = createHandler('report-grind-row-delete', async ({ caller, params }) => {
  if (!caller) throw new UnauthorizedError();
  const { shiftId } = parse(shiftIdParamsSchema, params);
  const { index } = parse(grindRowParamsSchema, params);
  return json(200, { report: await removeGrindRows(caller, shiftId, index) });
});
