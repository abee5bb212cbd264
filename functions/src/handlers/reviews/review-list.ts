/** GET /api/reviews?site&month (the office, site admins, the site's agency reviewers): the 'To review' list of a site's month. */
import { reviewListRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { loadReviewList } from '../../services/reviews/statements';

export const handler = createHandler(reviewListRoute, async ({ query }) => json(200, await loadReviewList(query.site, query.month)));
