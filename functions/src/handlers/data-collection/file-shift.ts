/**
 * POST /api/datacollection/shift (super, adminMgmt; the body's clientId is the site): files the
 * shift data and one record per uploaded rail file in one transaction (spec 002 section 7 sends
 * them as two calls; one call makes them atomic). 201 `{ shiftId }`; 400 naming the field (a file
 * that was not uploaded is named); 409 when a file is already filed.
 */
import { datacollectionShiftRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { fileDataCollectionShift } from '../../services/data-collection/shifts';

export const handler = createHandler(datacollectionShiftRoute, async ({ caller, body }) => json(201, await fileDataCollectionShift(body, caller.username)));
