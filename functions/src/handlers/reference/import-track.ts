/**
 * POST /api/reference/tracks (super, adminMgmt; site from body `customer`): imports the GeoJSON
 * LineString of one catalogue track (docs/data.md). 201 `{ track }`; 400 for a bad file or
 * unknown line/direction, nothing written; 409 when another import of the track got there first.
 */
import { referenceTrackImportRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { importTrack } from '../../reference/track-import';

export const handler = createHandler(referenceTrackImportRoute, async ({ caller, body }) => json(201, { track: await importTrack(caller, body) }));
