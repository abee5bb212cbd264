/**
 * GET /api/dashboard/nyct-weekly?week=YYYY-MM-DD (super, adminMgmt, NYCT, NYCTedit; site fixed
 * NYCT): the weekly NYCT report's figures for the week holding `week` (spec 002; docs/api.md).
 * 200 NyctWeeklyReport.
 */
import { nyctWeekSchema } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { nyctWeeklyReport } from '../../services/nyct-weekly';

export const handler = createHandler('nyct-weekly', async ({ caller, query }) => {
  if (!caller) throw new UnauthorizedError();
  return json(200, await nyctWeeklyReport(parse(nyctWeekSchema, query).week));
});
