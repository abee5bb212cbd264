/**
 * PUT /api/reports/{shiftId} (adminMgmt, NYCTedit): saves an edit of a subway report made on
 * version `changeId`, as one transaction (the new version current, the previous kept, audit,
 * NYCT mail flagged as an edit). 200 `{ report, version, changeId, changedAt, changedBy }`;
 * 400 naming the field; 409 when the report changed since it was loaded, listing the changes.
 */
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse, requireObjectBody, shiftIdParamsSchema } from '../../lib/validate';
import { editNyctReport } from '../../services/edit-report';

export const handler = createHandler('report-edit', async ({ caller, params, body }) => {
  if (!caller) throw new UnauthorizedError();
  // A body that is not an object is refused first; its fields are read once the site is checked.
  requireObjectBody(body);
  const { shiftId } = parse(shiftIdParamsSchema, params);
  return json(200, await editNyctReport(caller, shiftId, body));
});
