/** POST /api/statements/close { site, month } (the site's agency reviewers): closes the month once every shift is approved; 409 otherwise. */
import { statementCloseRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { closeMonth } from '../../services/reviews/month-close';

export const handler = createHandler(statementCloseRoute, async ({ caller, body }) => {
  await closeMonth(caller, body.site, body.month);
  return json(200, { closed: true as const });
});
