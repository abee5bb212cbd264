/**
 * GET /api/datacollection (super, adminMgmt, adminReadOnly): the Data Collection tab's rows, one
 * per rail file, filtered as spec 001 section 2.13 says (site or ALL, from, to, line, track,
 * segmentFrom, segmentTo, runningBand). 200 `{ runs }`; 400 naming the bad filter.
 */
import { datacollectionListRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { listRuns } from '../../services/data-collection/runs';

export const handler = createHandler(datacollectionListRoute, async ({ query }) => json(200, { runs: await listRuns(query) }));
