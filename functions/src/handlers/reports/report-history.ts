/**
 * GET /api/reports/{shiftId}/history (super, adminMgmt, the report's own site admins): every
 * version of a report, deleted or not, oldest first, each with its difference to the previous.
 * 404 no such report and none deleted; 403 another site's.
 */
import { reportHistoryRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { reportHistory } from '../../services/report-history';

export const handler = createHandler(reportHistoryRoute, async ({ caller, params }) => json(200, await reportHistory(caller, params.shiftId)));
