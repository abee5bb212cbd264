/** The contracts of the maps routes (route-contract.ts). */
import { defineRoute } from './route-contract';
import { MANAGERS } from './callers';

/** POST /api/maps/image */
export const mapImageRoute = defineRoute({
  id: 'map-image',
  method: 'POST',
  path: '/api/maps/image',
  summary: 'The PNG of the ground ranges on a line or track (spec 000 section 7.5 getcoordmapapi and getcoordtrackid)',
  allow: 'signedIn',
  site: { from: 'body', name: 'site' },
  responses: {},
});

/** GET /api/maps/base */
export const mapsBaseRoute = defineRoute({
  id: 'maps-base',
  method: 'GET',
  path: '/api/maps/base',
  summary: 'A site\'s lines and its structure/geometry base layer as runs simplified for `zoom` (default the site\'s map zoom), NYCT one division per call',
  allow: 'signedIn',
  site: { from: 'query', name: 'site' },
  responses: {},
});

/** GET /api/maps/grind */
export const mapsGrindRoute = defineRoute({
  id: 'maps-grind',
  method: 'GET',
  path: '/api/maps/grind',
  summary: 'The grind layer derived from the stored reports of the date range, as merged runs simplified for `zoom`',
  allow: 'signedIn',
  site: { from: 'query', name: 'site' },
  responses: {},
});

/** GET /api/maps/measurements */
export const mapsMeasurementsRoute = defineRoute({
  id: 'maps-measurements',
  method: 'GET',
  path: '/api/maps/measurements',
  summary: 'The dates stored for a measurement layer and the rows of `date` (default the latest), each with its line',
  allow: 'signedIn',
  site: { from: 'query', name: 'site' },
  responses: {},
});

/** POST /api/maps/measurements */
export const mapsMeasurementImportRoute = defineRoute({
  id: 'maps-measurement-import',
  method: 'POST',
  path: '/api/maps/measurements',
  summary: 'Imports a measurement file `{ site, layer, date, format: csv|geojson, content }`, replacing that layer\'s rows for the date in one write',
  allow: MANAGERS,
  site: { from: 'body', name: 'site' },
  responses: {},
});
