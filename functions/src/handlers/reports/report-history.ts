/**
 * GET /api/reports/{shiftId}/history (super, adminMgmt, the report's own site admins): every
 * version of a report, deleted or not, oldest first, each with its difference to the previous.
 * 404 no such report and none deleted; 403 another site's.
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse, shiftIdParamsSchema } from '../../lib/validate';
import { reportHistory } from '../../services/report-history';

export const handler = createHandler('report-history', async ({ caller, params }) => {
  if (!caller) throw new UnauthorizedError();
  const { shiftId } = parse(shiftIdParamsSchema, params);
  return json(200, await reportHistory(caller, shiftId));
});
