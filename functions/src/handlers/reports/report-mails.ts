/**
 * GET /api/reports/{shiftId}/mails (the report's site admins and the managers): what the mails of
 * the report's submission became: `{ shiftId, status: queued|done|failed, mails: [{ kind, status,
 * to, subject, attempts, reason?, lastError? }] }`. 404 for no report, or no mails (seeded history).
 */
import { reportMailsRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { assertSite } from '../../lib/authorize';
import { NotFoundError } from '../../lib/errors';
import { reportMails } from '../../mail/report-mails';
import { getReport } from '../../services/report-store';

export const handler = createHandler(reportMailsRoute, async ({ caller, params }) => {
  const report = await getReport(params.shiftId);
  if (!report) throw new NotFoundError('No such report');
  assertSite(caller, report.site);
  const mails = await reportMails(report);
  if (!mails) throw new NotFoundError('This report sent no mail');
  return json(200, mails);
});
