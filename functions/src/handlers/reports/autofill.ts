/**
 * GET /api/form/autofill?site[&date] (form writers, own site unless multi-site): the customer's last
 * report's defaults with the shift number plus one (spec 000 sections 2.4 and 3.9). 200 AutofillResult.
 */
import { createHandler, json } from '../../lib/create-handler';
import { autofillQuerySchema } from '@grindline/domain';
import { parse } from '../../lib/validate';
import { assertFormSite } from '../../services/form-lookups/lists';
import { autofill } from '../../services/form-lookups/previous-shift';

export const handler = createHandler('form-autofill', async ({ query }) => {
  const q = parse(autofillQuerySchema, query);
  assertFormSite(q.site);
  return json(200, await autofill(q));
});
