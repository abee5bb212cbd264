/**
 * GET /api/maps/measurements?site&layer&date (signed in; own site unless multi-site): the dates
 * stored for a measurement layer and the rows of `date` (default the latest), each with its line.
 * A site that has no such layer, or a date never imported, answers no rows. gzip, ETag.
 */
import { mapsMeasurementsRoute } from '@grindline/domain';
import { createHandler } from '../../lib/create-handler';
import { cachedJson } from '../../maps/http-cache';
import { getMeasurements, measurementDates } from '../../maps/measurement-store';

export const handler = createHandler(mapsMeasurementsRoute, async ({ query: q, headers }) => {
  const dates = await measurementDates(q.site, q.layer);
  const date = q.date ?? dates[dates.length - 1] ?? null;
  const rows = date ? ((await getMeasurements(q.site, q.layer, date)) ?? []) : [];
  return cachedJson({ site: q.site, layer: q.layer, dates, date, rows }, headers, 300);
});
