/**
 * GET /api/dashboard/grinders?site (signed in; own site unless multi-site, 'ALL' for every site):
 * the grinder types of the site's customer profile (spec 001 section 7). 200 `{ grinders }`.
 */
import { z } from 'zod';
import { createHandler, json } from '../../lib/create-handler';
import { UnauthorizedError } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { grindersFor } from '../../services/grinders';

const querySchema = z.object({ site: z.string({ error: 'site is required' }).trim().min(1, 'site is required') });

export const handler = createHandler('grinders', async ({ caller, query }) => {
  if (!caller) throw new UnauthorizedError();
  return json(200, { grinders: grindersFor(caller, parse(querySchema, query).site) });
});
