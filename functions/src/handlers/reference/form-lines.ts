/**
 * GET /api/form/lines?site (form writers, own site unless multi-site): the customer's lines
 * (spec 000 section 7.2 getlinenames). 200 `{ site, lines: string[] }`.
 */
import { formLinesRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { formLines } from '../../services/form-lookups/lists';

export const handler = createHandler(formLinesRoute, async ({ query: { site } }) => json(200, { site, lines: formLines(site) }));
