/** The contracts of the data-collection routes (route-contract.ts). */
import { z } from 'zod';
import { dataCollectionFileParamsSchema, dataCollectionRunSchema, presignedUploadSchema, runResultAnswerSchema } from '../data-collection/runs-schema';
import { catUploadRequestSchema, dataCollectionListSchema, dataCollectionShiftSchema } from '../schemas/data-collection';
import { ALL_SITES, defineRoute, errorBodySchema } from './route-contract';
import { MANAGERS } from './callers';

/** POST /api/datacollection/uploads */
export const datacollectionUploadRoute = defineRoute({
  id: 'datacollection-upload',
  method: 'POST',
  path: '/api/datacollection/uploads',
  summary: 'Signs the direct upload of one CAT rail file to S3',
  allow: MANAGERS,
  site: { from: 'none' },
  body: catUploadRequestSchema,
  responses: { 200: presignedUploadSchema },
});

/** POST /api/datacollection/shift */
export const datacollectionShiftRoute = defineRoute({
  id: 'datacollection-shift',
  method: 'POST',
  path: '/api/datacollection/shift',
  summary: 'Files the shift data and one record per uploaded rail file in one transaction (spec 002 section 7 sends them as two calls; one call makes them atomic)',
  allow: MANAGERS,
  site: { from: 'none' },
  body: dataCollectionShiftSchema,
  responses: { 201: z.object({ shiftId: z.string() }), 409: errorBodySchema },
});

/** GET /api/datacollection */
export const datacollectionListRoute = defineRoute({
  id: 'datacollection-list',
  method: 'GET',
  path: '/api/datacollection',
  summary: 'The Data Collection tab\'s rows, one per rail file, filtered as spec 001 section 2.13 says (site or ALL, from, to, line, track, segmentFrom, segmentTo, runningBand)',
  allow: ['super', 'adminMgmt', 'adminReadOnly'],
  site: { from: 'query', name: 'site', all: ALL_SITES },
  query: dataCollectionListSchema,
  responses: { 200: z.object({ runs: z.array(dataCollectionRunSchema) }) },
});

/** GET /api/datacollection/files/{fileId} */
export const datacollectionFileRoute = defineRoute({
  id: 'datacollection-file',
  method: 'GET',
  path: '/api/datacollection/files/{fileId}',
  summary: 'The processing of one rail file: `{ fileId, status: \'processed\', result }` with the OCT_3, OCT_24, RMS_30_100 series and the CQI, or `{ status: \'failed\', reason }`; 404 while it is not processed yet or unknown',
  allow: ['super', 'adminMgmt', 'adminReadOnly'],
  site: { from: 'none' },
  params: dataCollectionFileParamsSchema,
  responses: { 200: runResultAnswerSchema, 404: errorBodySchema },
});
