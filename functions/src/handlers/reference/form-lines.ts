/**
 * GET /api/form/lines?site (form writers, own site unless multi-site): the customer's lines
 * (spec 000 section 7.2 getlinenames). 200 `{ site, lines: string[] }`.
 */
import { createHandler, json } from '../../lib/create-handler';
import { lookupSiteQuerySchema } from '@grindline/domain';
import { parse } from '../../lib/validate';
import { formLines } from '../../services/form-lookups/lists';

export const handler = createHandler('form-lines', async ({ query }) => {
  const { site } = parse(lookupSiteQuerySchema, query);
  return json(200, { site, lines: formLines(site) });
});
