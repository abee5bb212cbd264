/**
 * DELETE /api/reports/{shiftId}/grind (report deleters, the report's own site): removes every grind
 * row of a shift (spec 000 2.5 'Delete All'), archiving the version it replaces; the shift stays,
 * so the screen can then offer 'delete shift'. 200 `{ report }`; 404 no report.
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse, shiftIdParamsSchema } from '../../lib/validate';
import { removeGrindRows } from '../../services/form-reports/grind-rows';

export const handler = createHandler('report-grind-delete-all', async ({ caller, params }) => {
  if (!caller) throw new UnauthorizedError();
  const { shiftId } = parse(shiftIdParamsSchema, params);
  return json(200, { report: await removeGrindRows(caller, shiftId, 'all') });
});
