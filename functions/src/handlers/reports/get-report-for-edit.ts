/**
 * GET /api/reports/{shiftId}/edit (adminMgmt, NYCTedit): the current version of a subway report
 * for its edit page: `{ report, version, changeId, changedAt, changedBy, form }`, `form` being
 * the subway form's values. 404 none; 403 another site; 400 not a NYCT report.
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse, shiftIdParamsSchema } from '../../lib/validate';
import { getReportForEdit } from '../../services/edit-report';

export const handler = createHandler('report-edit-get', async ({ caller, params }) => {
  if (!caller) throw new UnauthorizedError();
  const { shiftId } = parse(shiftIdParamsSchema, params);
  return json(200, await getReportForEdit(caller, shiftId));
});
