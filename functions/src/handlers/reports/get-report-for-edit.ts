/**
 * GET /api/reports/{shiftId}/edit (adminMgmt, NYCTedit): the current version of a subway report
 * for its edit page: `{ report, version, changeId, changedAt, changedBy, form }`, `form` being
 * the subway form's values. 404 none; 403 another site; 400 not a NYCT report, or one stored
 * without the subway form's fields.
 */
import { reportEditGetRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { getReportForEdit } from '../../services/edit-report';

export const handler = createHandler(reportEditGetRoute, async ({ caller, params }) => json(200, await getReportForEdit(caller, params.shiftId)));
