/**
 * PUT /api/reports/{shiftId} (adminMgmt, NYCTedit): saves an edit of a subway report made on
 * version `changeId`, as one transaction (the new version current, the previous kept, audit,
 * NYCT mail flagged as an edit). 200 `{ report, version, changeId, changedAt, changedBy }`;
 * 400 naming the field (the contract's body schema, before the stored report is read); 403 for
 * another site's report;
 * 409 when the report changed since it was loaded, listing the changes.
 */
import { reportEditRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { editNyctReport } from '../../services/edit-report';

export const handler = createHandler(reportEditRoute, async ({ caller, params, body }) => json(200, await editNyctReport(caller, params.shiftId, body)));
