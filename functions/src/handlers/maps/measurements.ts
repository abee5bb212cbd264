/**
 * GET /api/maps/measurements?site&layer&date (signed in; own site unless multi-site): the dates
 * stored for a measurement layer and the rows of `date` (default the latest), each with its line.
 * A site that has no such layer, or a date never imported, answers no rows. gzip, ETag.
 */
import { createHandler } from '../../lib/create-handler';
import { parse } from '../../lib/validate';
import { cachedJson } from '../../maps/http-cache';
import { getMeasurements, measurementDates } from '../../maps/measurement-store';
import { measurementsQuery } from '../../maps/map-query';

export const handler = createHandler('maps-measurements', async ({ query, headers }) => {
  const q = parse(measurementsQuery, query);
  const dates = await measurementDates(q.site, q.layer);
  const date = q.date ?? dates[dates.length - 1] ?? null;
  const rows = date ? ((await getMeasurements(q.site, q.layer, date)) ?? []) : [];
  return cachedJson({ site: q.site, layer: q.layer, dates, date, rows }, headers, 300);
});
