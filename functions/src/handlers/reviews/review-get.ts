/** GET /api/reviews/{shiftId}: the shift as filed now, its status, its review and every decision; 404 none, 403 another site. */
import { reviewGetRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { loadShiftForReview } from '../../services/reviews/statements';

export const handler = createHandler(reviewGetRoute, async ({ caller, params }) => json(200, await loadShiftForReview(caller, params.shiftId)));
