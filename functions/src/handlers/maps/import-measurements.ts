/**
 * POST /api/maps/measurements (super, adminMgmt; site from the body): imports a measurement
 * file `{ site, layer, date, format: csv|geojson, content }`, replacing that layer's rows for the
 * date in one write. 201 `{ site, layer, date, rows }`; 400 naming the row and column of every
 * problem, nothing written.
 */
import { mapsMeasurementImportRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { importMeasurements } from '../../maps/measurement-import';

export const handler = createHandler(mapsMeasurementImportRoute, async ({ caller, body }) => json(201, await importMeasurements(body, caller.username)));
