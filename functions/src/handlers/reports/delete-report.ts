/**
 * DELETE /api/reports/{shiftId} (super, adminMgmt, and the admin of the report's site): archives
 * and removes a report in one transaction (spec 001 sections 2.9 and 4). 204; 404 when missing;
 * 403 when the stored report belongs to a site the caller may not touch.
 */
import { createHandler, noContent } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { deleteReport, deleteReportParamsSchema } from '../../services/delete-report';

export const handler = createHandler('report-delete', async ({ caller, params }) => {
  if (!caller) throw new UnauthorizedError();
  const { shiftId } = parse(deleteReportParamsSchema, params);
  await deleteReport(caller, shiftId);
  return noContent();
});
