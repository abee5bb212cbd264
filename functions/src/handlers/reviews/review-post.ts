/**
 * POST /api/reviews/{shiftId} { decision, version, comment } (agency reviewers of the shift's site):
 * approves or disputes that version in one transaction. 403 not the site's reviewer; 409 the
 * version is no longer the latest, or the month is closed; 400 a dispute without a comment.
 */
import { reviewPostRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { recordReview } from '../../services/reviews/record-review';

export const handler = createHandler(reviewPostRoute, async ({ caller, params, body }) => json(200, await recordReview(caller, params.shiftId, body)));
