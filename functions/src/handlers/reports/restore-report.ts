/**
 * POST /api/reports/{shiftId}/restore (adminMgmt) `{ version }`: brings back a deleted report or
 * an earlier version as a new version (one transaction). 200 `{ report, version, changeId, ... }`;
 * 404 no such version; 400 a tombstone or the current version; 409 changed meanwhile.
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse, parseBody, shiftIdParamsSchema } from '../../lib/validate';
import { restoreReport, restoreReportSchema } from '../../services/report-history';

export const handler = createHandler('report-restore', async ({ caller, params, body }) => {
  if (!caller) throw new UnauthorizedError();
  const { version } = parseBody(restoreReportSchema, body);
  const { shiftId } = parse(shiftIdParamsSchema, params);
  return json(200, await restoreReport(caller, shiftId, version));
});
