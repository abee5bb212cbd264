/**
 * DELETE /api/reports/{shiftId}/grind/{index} (report deleters, the report's own site): removes one
 * grind row of a shift (spec 000 2.5 per-row delete), archiving the version it replaces.
 * 200 `{ report }` without the row; 404 no report; 400 no such row.
 */
import { reportGrindRowDeleteRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { removeGrindRows } from '../../services/form-reports/grind-rows';

export const handler = createHandler(reportGrindRowDeleteRoute, async ({ caller, params, query }) =>
  json(200, { report: await removeGrindRows(caller, params.shiftId, params.index, new Date(), query.reason) }),
);
