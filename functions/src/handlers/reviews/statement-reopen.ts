/** POST /api/statements/reopen { site, month, reason } (the site's agency reviewers, adminMgmt): reopens a closed month; the reason is recorded. */
import { statementReopenRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { reopenMonth } from '../../services/reviews/month-close';

export const handler = createHandler(statementReopenRoute, async ({ caller, body }) => {
  await reopenMonth(caller, body.site, body.month, body.reason);
  return json(200, { closed: false as const });
});
