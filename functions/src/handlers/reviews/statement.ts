/** GET /api/statements?site&month&phase: the monthly quantities statement of a site (and phase). */
import { statementRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { loadStatement } from '../../services/reviews/statements';

export const handler = createHandler(statementRoute, async ({ query }) => json(200, await loadStatement(query)));
