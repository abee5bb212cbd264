/**
 * POST /api/reports/{shiftId}/restore (adminMgmt) `{ version }`: brings back a deleted report or
 * an earlier version as a new version (one transaction). 200 `{ report, version, changeId, ... }`;
 * 404 no such version; 400 a tombstone or the current version; 409 changed meanwhile.
 */
import { reportRestoreRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { restoreReport } from '../../services/report-history';

export const handler = createHandler(reportRestoreRoute, async ({ caller, params, body }) => json(200, await restoreReport(caller, params.shiftId, body.version, new Date(), body.reason)));
