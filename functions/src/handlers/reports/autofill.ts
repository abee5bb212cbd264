/**
 * GET /api/form/autofill?site[&date] (form writers, own site unless multi-site): the customer's last
 * report's defaults with the shift number plus one (spec 000 sections 2.4 and 3.9). 200 AutofillResult.
 */
import { formAutofillRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { assertFormSite } from '../../services/form-lookups/lists';
import { autofill } from '../../services/form-lookups/previous-shift';

export const handler = createHandler(formAutofillRoute, async ({ query }) => {
  assertFormSite(query.site);
  return json(200, await autofill(query));
});
