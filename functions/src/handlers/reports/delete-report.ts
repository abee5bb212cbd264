/**
 * DELETE /api/reports/{shiftId} (super, adminMgmt, and the admin of the report's site): archives
 * and removes a report in one transaction (spec 001 sections 2.9 and 4). 204; 404 when missing;
 * 403 when the stored report belongs to a site the caller may not touch.
 */
import { reportDeleteRoute } from '@grindline/domain';
import { createHandler, noContent } from '../../lib/create-handler';
import { deleteReport } from '../../services/delete-report';

export const handler = createHandler(reportDeleteRoute, async ({ caller, params }) => {
  await deleteReport(caller, params.shiftId);
  return noContent();
});
