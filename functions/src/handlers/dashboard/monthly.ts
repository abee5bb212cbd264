/**
 * GET /api/dashboard/monthly?site&projectStart&reportEnd&interval&phase (signed in; own site): the monthly report of one site and phase, from aggregates and the site's plan (spec 001 section 2.7).
 */
import { dashboardMonthlyRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { monthly } from '../../services/dashboards/monthly';

export const handler = createHandler(dashboardMonthlyRoute, async ({ caller, query }) => json(200, { monthly: await monthly(caller, query) }));
