/**
 * GET /api/form/autopopulate?site&line&date (form writers, own site unless multi-site): the previous
 * shift's defaults with the shift number plus one (spec 000 sections 3.9 and 4). 200 AutopopulateResult.
 */
import { formAutopopulateRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { assertFormLine } from '../../services/form-lookups/lists';
import { autopopulate } from '../../services/form-lookups/previous-shift';

export const handler = createHandler(formAutopopulateRoute, async ({ query }) => {
  assertFormLine(query.site, query.line);
  return json(200, await autopopulate(query));
});
