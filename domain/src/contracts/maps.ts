/** The contracts of the maps routes (route-contract.ts). */
import type { z } from 'zod';
import { baseLayerSchema, grindLayerSchema, measurementsAnswerSchema } from '../maps/map-data-schema';
import { defineRoute, errorBodySchema, type MediaBody } from './route-contract';
import { MANAGERS } from './callers';
import { mapImageSchema } from '../schemas/map-image';
import { railConditionLayerSchema } from '../maps/rail-condition';
import { baseQuery, conditionQuery, grindQuery, MAX_MEASUREMENT_FILE_CHARS, measurementImportAnswerSchema, measurementImportSchema, measurementsQuery } from '../schemas/map-query';

/**
 * The layers' 200 (functions/src/maps/http-cache.ts): JSON serialised once by the Lambda and sent as
 * its text, or gzip'd bytes when the request accepts gzip, with an ETag and a private Cache-Control.
 * Declared as a media body because the handler answers text or bytes, never an object; its `json`
 * schema says what that JSON holds.
 */
const layerJson = <J extends z.ZodType>(what: string, json: J) =>
  ({ media: 'application/json', description: `${what}, as JSON text or gzip'd JSON (content-encoding: gzip), with an ETag`, json }) as const satisfies MediaBody;

/** The layers' 304: the request's If-None-Match names the current ETag. */
const notModified: MediaBody = { media: 'none', description: 'Not modified: If-None-Match names the current ETag; the browser keeps its copy' };

export const mapImageRoute = defineRoute({
  id: 'map-image', method: 'POST', path: '/api/maps/image', allow: 'signedIn', site: { from: 'body', name: 'site' },
  summary: 'The PNG of the ground ranges on a line or track (spec 000 section 7.5 getcoordmapapi and getcoordtrackid)',
  body: mapImageSchema,
  responses: {
    200: { media: 'image/png', description: 'The map, with x-map-key (its S3 key) and x-map-cache: hit|miss' },
    404: errorBodySchema.describe("'No map available for <line>': the line or track has no geometry"),
  },
});

export const mapsBaseRoute = defineRoute({
  id: 'maps-base', method: 'GET', path: '/api/maps/base', allow: 'signedIn', site: { from: 'query', name: 'site' },
  summary: 'A site\'s lines and its structure/geometry base layer as runs simplified for `zoom` (default the site\'s map zoom), NYCT one division per call',
  query: baseQuery,
  responses: { 200: layerJson('The base layer', baseLayerSchema), 304: notModified },
});

export const mapsGrindRoute = defineRoute({
  id: 'maps-grind', method: 'GET', path: '/api/maps/grind', allow: 'signedIn', site: { from: 'query', name: 'site' },
  summary: 'The grind layer derived from the stored reports of the date range, as merged runs simplified for `zoom`',
  query: grindQuery,
  responses: { 200: layerJson('The grind layer', grindLayerSchema), 304: notModified },
});

export const mapsMeasurementsRoute = defineRoute({
  id: 'maps-measurements', method: 'GET', path: '/api/maps/measurements', allow: 'signedIn', site: { from: 'query', name: 'site' },
  summary: 'The dates stored for a measurement layer and the rows of `date` (default the latest), each with its line',
  query: measurementsQuery,
  responses: { 200: layerJson('The dates of the layer and the rows of one date, each placed on its line', measurementsAnswerSchema), 304: notModified },
});

export const mapsMeasurementImportRoute = defineRoute({
  id: 'maps-measurement-import', method: 'POST', path: '/api/maps/measurements', allow: MANAGERS, site: { from: 'body', name: 'site' },
  summary: 'Imports a measurement file `{ site, layer, date, format: csv|geojson, content }`, replacing that layer\'s rows for the date in one write',
  // The file's `content` may hold 2,000,000 characters (the schema's own limit), not 10,000.
  body: measurementImportSchema, maxTextLength: MAX_MEASUREMENT_FILE_CHARS,
  responses: { 201: measurementImportAnswerSchema },
});

export const mapsConditionRoute = defineRoute({
  id: 'maps-condition', method: 'GET', path: '/api/maps/condition', allow: 'signedIn', site: { from: 'query', name: 'site' },
  summary: 'The Rail Condition layer (issue 27): the site\'s processed CAT runs with their CQI per quantile, and the measured segments they cover on the track (cut at every run\'s ends), each listing its runs newest first',
  query: conditionQuery,
  responses: { 200: railConditionLayerSchema },
});
