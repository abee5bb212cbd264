/**
 * DELETE /api/reports/{shiftId}/grind (report deleters, the report's own site): removes every grind
 * row of a shift (spec 000 2.5 'Delete All'), archiving the version it replaces; the shift stays,
 * so the screen can then offer 'delete shift'. 200 `{ report }`; 404 no report.
 */
import { reportGrindDeleteAllRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { removeGrindRows } from '../../services/form-reports/grind-rows';

export const handler = createHandler(reportGrindDeleteAllRoute, async ({ caller, params, query }) =>
  json(200, { report: await removeGrindRows(caller, params.shiftId, 'all', new Date(), query.reason) }),
);
